import { useLingui } from '@lingui/react/macro';
import type { DayPart } from '@vikariat/domain';

/** How a day shows in the calendar: its colour (data-state) and the words a screen reader and the legend use. */
export type DayState = 'booked' | 'free' | 'notFree' | 'partFree' | 'partNotFree' | 'unset';

export function dayStateOf(parts: Record<DayPart, boolean | null>, booked: boolean): DayState {
  if (booked) return 'booked';
  const { morning, afternoon } = parts;
  if (morning === afternoon) return morning === null ? 'unset' : morning ? 'free' : 'notFree';
  if (morning === true || afternoon === true) return 'partFree';
  return 'partNotFree';
}

/** The words for a day's state (which half, for the half days). */
export function useDayStatusText(): (parts: Record<DayPart, boolean | null>, booked: boolean) => string {
  const { t } = useLingui();
  return (parts, booked) => {
    switch (dayStateOf(parts, booked)) {
      case 'booked':
        return t`Bokad`;
      case 'free':
        return t`Ledig`;
      case 'notFree':
        return t`Inte ledig`;
      case 'unset':
        return t`Inget angivet`;
      case 'partFree':
        return parts.morning === true ? t`Ledig förmiddag` : t`Ledig eftermiddag`;
      case 'partNotFree':
        return parts.morning === false ? t`Inte ledig förmiddag` : t`Inte ledig eftermiddag`;
    }
  };
}
