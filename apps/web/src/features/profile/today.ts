import { formatLocalDate, helsinkiDateOf } from '@vikariat/domain';

/** Today in Finland as yyyy-MM-dd (birth dates and police-record dates are reckoned on the Finnish day). */
export const todayInFinland = (now: Date = new Date()): string => formatLocalDate(helsinkiDateOf(now));
