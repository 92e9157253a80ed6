import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIssuePasscode, type IssuedPasscode } from '../api/issue-passcode.ts';
import type { AdminSchool } from '../api/schools.ts';

/** Issue a statistics-export passcode for some schools (none ticked = every school); shown once. */
export function PasscodeCard({ schools }: { schools: readonly AdminSchool[] }) {
  const { t } = useLingui();
  const issue = useIssuePasscode();
  const [label, setLabel] = useState('');
  const [validDays, setValidDays] = useState('365');
  const [chosen, setChosen] = useState<string[]>([]);
  const [issued, setIssued] = useState<IssuedPasscode | null>(null);
  const fields = isApiError(issue.error) ? issue.error.fields : {};

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    issue.mutate(
      { label, schools: chosen, validDays: Number(validDays) || 365 },
      {
        onSuccess: (answer) => {
          setIssued(answer);
          setLabel('');
          setChosen([]);
        },
        onError: (error) => {
          if (!isApiError(error) || Object.keys(error.fields).length === 0) toast.error(error.message || t`Något gick fel`);
        },
      },
    );
  };

  return (
    <section className="card stack" aria-labelledby="admin-passcode-title">
      <h2 id="admin-passcode-title">{t`Koder för statistikexport`}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="form-grid">
          <TextField label={t`För vem`} required value={label} onChange={(e) => setLabel(e.target.value)} error={fields['label']} />
          <TextField label={t`Giltig (dagar)`} type="number" min={1} max={3650} value={validDays} onChange={(e) => setValidDays(e.target.value)} error={fields['validDays']} />
        </div>
        <fieldset className="admin-school-choice">
          <legend className="form-label">{t`Skolor (ingen vald = alla skolor)`}</legend>
          {schools.filter((s) => !s.isAdmin).map((school) => (
            <label key={school.id} className="row">
              <input
                type="checkbox"
                checked={chosen.includes(school.id)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, school.id] : c.filter((id) => id !== school.id)))}
              />
              {school.name}
            </label>
          ))}
        </fieldset>
        <div className="row">
          <button type="submit" className="button button-primary" disabled={issue.isPending}>
            {t`Skapa kod`}
          </button>
        </div>
      </form>
      {issued ? (
        <div role="status" className="admin-issued">
          <p>
            {t`Koden visas bara nu. Ge den till mottagaren; den gäller till ${formatDate(issued.expiresAt)}.`}
          </p>
          <p className="admin-passcode" data-testid="issued-passcode">{issued.passcode}</p>
        </div>
      ) : null}
    </section>
  );
}
