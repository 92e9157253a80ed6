import { useLingui } from '@lingui/react/macro';
import { createCodeSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { FormField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { pageActions } from '../../../lib/api-client.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useCreateCode } from '../api/create-code.ts';
import { splitCodes, useCodes, type SchoolCode } from '../api/get-codes.ts';
import { usePrincipalSchools } from '../../../lib/principal-schools.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

/** How long the 'Ny kod skapad!' message shows before the page reloads (spec 02 §2: alert, then reload). */
const RELOAD_AFTER_CREATE_MS = 1500;

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

/** The code, and the school when the principal leads several; the caller's e-mail is the form's message. */
export const codeFormFields = (multiple: boolean): FormFields => ({ fields: ['code', ...(multiple ? ['school'] : [])] });

/** /code/creation: create a school code; lists of unused and used codes (spec 02 §2). */
export function CodeCreationPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const session = useSession();
  const email = session?.email ?? '';
  const codes = useCodes(email);
  const create = useCreateCode();
  const schools = usePrincipalSchools(email);
  const [code, setCode] = useState('');
  const [school, setSchool] = useState('');
  const multiple = (schools.data?.length ?? 0) > 1;
  const shownFields = codeFormFields(multiple);
  const { errors: fields, formError, formRef, show, showError, clear } = useFormErrors(shownFields);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const payload = multiple && school ? { code, email, school } : { code, email };
    const found = checkWithSchema(createCodeSchema, payload, locale, shownFields);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    create.mutate(payload, {
      onSuccess: () => {
        toast.success(t`Ny kod skapad!`);
        setTimeout(() => pageActions.reload(), RELOAD_AFTER_CREATE_MS);
      },
      onError: showError,
    });
  };

  const { unused, used } = splitCodes(codes.data ?? []);
  // a leader's codes say which school they register to
  const schoolName = (id: string | undefined): string => (multiple ? (schools.data?.find((s) => s.id === id)?.name ?? '') : '');
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Skapa kod`}</h1>
      </header>
      <form ref={formRef} className="card stack" onSubmit={submit} noValidate>
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
        <TextField label={t`Ny kod`} value={code} onChange={(e) => setCode(e.target.value)} error={fields['code']} autoComplete="off" />
        <FormError message={formError} />
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
