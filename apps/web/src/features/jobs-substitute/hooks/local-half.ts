/** The domain's messages are 'svenska|suomi': the screen shows the half of its language. */
export const localHalf = (message: string, locale: string): string => {
  const [sv, fi] = message.split('|');
  return (locale === 'fi' ? fi : sv) ?? message;
};
