import { useLingui } from '@lingui/react/macro';
import { formatDate, issuePasscodeSchema } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { TextField, FormError } from '../../../components/ui/form-field.tsx';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useIssuePasscode, type IssuedPasscode } from '../api/issue-passcode.ts';
import type { AdminSchool } from '../api/schools.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

/** The card shows every field of the payload; any other error (the server's `message`) stands in its message. */
export const PASSCODE_FORM = { fields: ['label', 'validDays', 'schools'] } as const;

/** Issue a statistics-export passcode for some schools (none ticked = every school); shown once. */
export function PasscodeCard({ schools }: { schools: readonly AdminSchool[] }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const issue = useIssuePasscode();
  const { errors: fields, formError, formRef, show, showError } = useFormErrors(PASSCODE_FORM);
  const schoolsErrorId = useId();
  const [label, setLabel] = useState('');
  const [validDays, setValidDays] = useState('365');
  const [chosen, setChosen] = useState<string[]>([]);
  const [issued, setIssued] = useState<IssuedPasscode | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const payload = { label, schools: chosen, validDays: Number(validDays) || 365 };
    const checked = checkWithSchema(issuePasscodeSchema, payload, locale, PASSCODE_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    try {
      setIssued(await issue.mutateAsync(issuePasscodeSchema.parse(payload)));
      setLabel('');
      setChosen([]);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <section className="card stack" aria-labelledby="admin-passcode-title">
      <h2 id="admin-passcode-title">{t`Koder för statistikexport`}</h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
        <div className="form-grid">
          <TextField label={t`För vem`} required value={label} onChange={(e) => setLabel(e.target.value)} error={fields['label']} />
          <TextField
            label={t`Giltig (dagar)`}
            type="number"
            min={1}
            max={3650}
            value={validDays}
            onChange={(e) => setValidDays(e.target.value)}
            error={fields['validDays']}
          />
        </div>
        <fieldset className="admin-school-choice" data-invalid={Boolean(fields['schools'])} {...(fields['schools'] ? { 'aria-describedby': schoolsErrorId } : {})}>
          <legend className="form-label">{t`Skolor (ingen vald = alla skolor)`}</legend>
          {schools
            .filter((s) => !s.isAdmin)
            .map((school) => (
              <label key={school.id} className="row">
                <input
                  type="checkbox"
                  checked={chosen.includes(school.id)}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, school.id] : c.filter((id) => id !== school.id)))}
                />
                {school.name}
              </label>
            ))}
          {fields['schools'] ? (
            <p id={schoolsErrorId} className="form-error">
              {fields['schools']}
            </p>
          ) : null}
        </fieldset>
        <FormError message={formError} />
        <div className="row">
          <button type="submit" className="button button-primary" disabled={issue.isPending}>
            {t`Skapa kod`}
          </button>
        </div>
      </form>
      {issued ? (
        <div role="status" className="admin-issued">
          <p>{t`Koden visas bara nu. Ge den till mottagaren; den gäller till ${formatDate(issued.expiresAt)}.`}</p>
          <p className="admin-passcode" data-testid="issued-passcode">
            {issued.passcode}
          </p>
        </div>
      ) : null}
    </section>
  );
}
