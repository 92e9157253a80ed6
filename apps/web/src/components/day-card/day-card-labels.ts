import { useLingui } from '@lingui/react/macro';
import type { DayCardField } from '@vikariat/domain';

/** The day card's field labels, in the reader's language (the form, the school's card and the substitute's view). */
export function useDayCardLabels(): Record<DayCardField, string> {
  const { t } = useLingui();
  return {
    reportTo: t`Anmäl dig vid ankomst`,
    contactName: t`Kontaktperson`,
    contactPhone: t`Kontaktpersonens telefon`,
    room: t`Klassrum`,
    timetable: t`Schema eller lektionsplan`,
    classNotes: t`Om klassen`,
    keys: t`Nycklar och passerkort`,
    lunch: t`Lunch`,
  };
}
