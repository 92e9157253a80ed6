import { useLingui } from '@lingui/react/macro';
import { addTeacherSchema, generateInitialPassword, webRandomBytes } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { FormField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useAddTeacher } from '../api/add-teacher.ts';
import { usePrincipalSchools } from '../../../lib/principal-schools.ts';
import { GradesPicker } from './grades-picker.tsx';
import { LoginInfoModal, type NewTeacherLogin } from './login-info-modal.tsx';
import { PicturePicker } from './picture-picker.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';
import './teachers.css';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '' };

/** The fields the form shows (the school only to a principal of several); the generated password is not one. */
export const teacherFormFields = (multiple: boolean): FormFields => ({
  fields: ['firstName', 'lastName', 'email', 'phone', ...(multiple ? ['school'] : []), 'grades', 'filename'],
});

/** /teachers/create (spec 02 §2 "Add teacher"). */
export function CreateTeacherPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const session = useSession();
  const headingId = useId();
  const schools = usePrincipalSchools(session?.email ?? '');
  const [values, setValues] = useState(EMPTY);
  const [grades, setGrades] = useState<string[]>([]);
  const [school, setSchool] = useState('');
  const [filename, setFilename] = useState<string | null>(null);
  const [login, setLogin] = useState<NewTeacherLogin | null>(null);
  const add = useAddTeacher();
  const multiple = (schools.data?.length ?? 0) > 1;
  const shownFields = teacherFormFields(multiple);
  const { errors: fields, formError, formRef, show, showError, clear } = useFormErrors(shownFields);
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const password = generateInitialPassword(webRandomBytes);
    const target = multiple ? school : (schools.data?.[0]?.id ?? session?.school?.id ?? '');
    const payload = { ...values, school: target, password, grades, ...(filename ? { filename } : {}) };
    const found = checkWithSchema(addTeacherSchema, payload, locale, shownFields);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    add.mutate(payload, {
      onSuccess: () => {
        setLogin({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim().toLowerCase(), password });
        setValues(EMPTY);
        setGrades([]);
      },
      onError: showError,
    });
  };

  return (
    <div className="page">
      <header className="page-header">
        <h1 id={headingId}>{t`Lägg till lärare`}</h1>
      </header>
      <form ref={formRef} className="card stack" aria-labelledby={headingId} onSubmit={submit} noValidate>
        <div className="form-grid">
          <TextField label={t`Förnamn`} required value={values.firstName} onChange={set('firstName')} error={fields['firstName']} autoComplete="off" />
          <TextField label={t`Efternamn`} required value={values.lastName} onChange={set('lastName')} error={fields['lastName']} autoComplete="off" />
          <TextField label={t`E-post`} required type="email" value={values.email} onChange={set('email')} error={fields['email']} autoComplete="off" />
          <TextField label={t`Telefon`} required type="tel" value={values.phone} onChange={set('phone')} error={fields['phone']} autoComplete="off" />
        </div>
        {multiple ? (
          <FormField label={t`Skola`} required error={fields['school']}>
            {(control) => (
              <select className="form-input" value={school} onChange={(e) => setSchool(e.target.value)} {...control}>
                <option value="">{t`Välj skola`}</option>
                {(schools.data ?? []).map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <GradesPicker value={grades} onChange={setGrades} error={fields['grades']} />
        <PicturePicker onUploaded={setFilename} error={fields['filename']} />
        <FormError message={formError} />
        <div className="row">
          <button type="button" className="button button-secondary" onClick={() => void navigate('/teachers')}>
            {t`Avbryt`}
          </button>
          <button type="submit" className="button button-primary" disabled={add.isPending}>
            {t`Spara`}
          </button>
        </div>
      </form>
      {login ? <LoginInfoModal login={login} onClose={() => setLogin(null)} /> : null}
    </div>
  );
}
