import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Weekday names, Monday first (ISO weekday = index + 1). */
export const WEEKDAYS: readonly MessageDescriptor[] = [msg`Måndag`, msg`Tisdag`, msg`Onsdag`, msg`Torsdag`, msg`Fredag`, msg`Lördag`, msg`Söndag`];
/** Short weekday names for the calendar's head. */
export const WEEKDAYS_SHORT: readonly MessageDescriptor[] = [
  msg({ message: 'Mån', context: 'weekday' }),
  msg({ message: 'Tis', context: 'weekday' }),
  msg({ message: 'Ons', context: 'weekday' }),
  msg({ message: 'Tor', context: 'weekday' }),
  msg({ message: 'Fre', context: 'weekday' }),
  msg({ message: 'Lör', context: 'weekday' }),
  msg({ message: 'Sön', context: 'weekday' }),
];
export const MONTHS: readonly MessageDescriptor[] = [
  msg`januari`,
  msg`februari`,
  msg`mars`,
  msg`april`,
  msg`maj`,
  msg`juni`,
  msg`juli`,
  msg`augusti`,
  msg`september`,
  msg`oktober`,
  msg`november`,
  msg`december`,
];
