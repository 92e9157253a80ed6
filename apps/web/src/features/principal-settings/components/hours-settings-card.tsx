import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useSaveHoursSettings, useSchoolHoursSettings } from '../../../lib/hours/hours-settings-api.ts';

/**
 * Hours for payroll (issue 24): whether each of the caller's schools asks its substitutes for the lessons taught. The
 * substitute's hours form, the school's correction and the payroll export's lessons column follow it.
 */
export function HoursSettingsCard() {
  const { t } = useLingui();
  const id = useId();
  const settings = useSchoolHoursSettings();
  const save = useSaveHoursSettings();
  const schools = settings.data ?? [];
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Arbetade timmar`}</h2>
      <p className="muted">{t`Vikarien bekräftar sina timmar efter varje dag. Välj om skolan också vill veta hur många lektioner vikarien höll.`}</p>
      {settings.isPending ? <Spinner /> : null}
      {settings.isError ? <p role="alert">{messageForPerson(settings.error, t`Något gick fel`)}</p> : null}
      {schools.map((school) => (
        <label key={school.schoolId} className="row">
          <input
            type="checkbox"
            checked={school.askLessons}
            disabled={save.isPending}
            onChange={(e) =>
              save.mutate(
                { schoolId: school.schoolId, askLessons: e.target.checked },
                { onSuccess: () => toast.success(t`Sparat`), onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)) },
              )
            }
          />{' '}
          {schools.length > 1 ? t`Fråga efter antal lektioner (${school.schoolName})` : t`Fråga efter antal lektioner`}
        </label>
      ))}
    </section>
  );
}
