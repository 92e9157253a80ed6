/**
 * Router state for /login after a successful substitute registration (spec 01 §4): the login screen then shows
 * "please check your email for account verification" for 6 s. Registration screens navigate with
 *   navigate('/login', { state: NEW_REGISTRATION_STATE })
 */
export const NEW_REGISTRATION_STATE = { newRegistration: true } as const;
export const NEW_REGISTRATION_MESSAGE_MS = 6000;

export const isNewRegistrationState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'newRegistration' in state && state.newRegistration === true;
