import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../app/use-session.ts';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError, pageActions } from '../../../lib/api-client.ts';
import { useCreateCode } from '../api/create-code.ts';
import { splitCodes, useCodes, type SchoolCode } from '../api/get-codes.ts';
import { usePrincipalSchools } from '../api/get-principal-schools.ts';
import '../../../components/ui/page.css';

/** How long the 'Ny kod skapad!' message shows before the page reloads (spec 02 §2: alert, then reload). */
export const RELOAD_AFTER_CREATE_MS = 1500;

function CodeList({ title, codes, empty, schoolName }: { title: string; codes: readonly SchoolCode[]; empty: string; schoolName: (id: string | undefined) => string }) {
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {codes.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {codes.map((c) => (
            <li key={c.code}>
              <code>{c.code}</code>
              {schoolName(c.school) ? <span className="muted"> · {schoolName(c.school)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /code/creation: create a school code; lists of unused and used codes (spec 02 §2). */
export function CodeCreationPage() {
  const { t } = useLingui();
  const session = useSession();
  const email = session?.email ?? '';
  const codes = useCodes(email);
  const create = useCreateCode();
  const schools = usePrincipalSchools(email);
  const [code, setCode] = useState('');
  const [school, setSchool] = useState('');
  const multiple = (schools.data?.length ?? 0) > 1;
  const fields = isApiError(create.error) ? create.error.fields : {};
  const error = isApiError(create.error) && !fields['school'] ? (fields['code'] ?? create.error.message) : undefined;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    create.mutate(
      multiple && school ? { code, email, school } : { code, email },
      {
        onSuccess: () => {
          toast.success(t`Ny kod skapad!`);
          setTimeout(() => pageActions.reload(), RELOAD_AFTER_CREATE_MS);
        },
      },
    );
  };

  const { unused, used } = splitCodes(codes.data ?? []);
  // a leader's codes say which school they register to
  const schoolName = (id: string | undefined): string => (multiple ? (schools.data?.find((s) => s.id === id)?.name ?? '') : '');
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Skapa kod`}</h1>
      </header>
      <form className="card stack" onSubmit={submit} noValidate>
        {multiple ? (
          <FormField label={t`Skola`} error={fields['school']} required>
            {(control) => (
              <select className="form-input" value={school} onChange={(e) => setSchool(e.target.value)} {...control}>
                <option value="">{t`Välj skola`}</option>
                {(schools.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <TextField label={t`Ny kod`} value={code} onChange={(e) => setCode(e.target.value)} error={error} autoComplete="off" />
        <div className="row">
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            {t`Skapa`}
          </button>
        </div>
      </form>
      {codes.isPending ? <Spinner /> : null}
      <div className="card-grid">
        <CodeList title={t`Oanvända koder`} codes={unused} empty={t`Inga oanvända koder`} schoolName={schoolName} />
        <CodeList title={t`Använda koder`} codes={used} empty={t`Inga använda koder`} schoolName={schoolName} />
      </div>
    </div>
  );
}
