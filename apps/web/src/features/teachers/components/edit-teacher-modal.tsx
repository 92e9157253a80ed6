import { useLingui } from '@lingui/react/macro';
import { editTeacherSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { TextField, FormError } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useEditTeacher } from '../api/edit-teacher.ts';
import type { Teacher } from '../api/get-teachers.ts';
import { GradesPicker } from './grades-picker.tsx';
import '../../../components/ui/page.css';

/** The fields on the form; `oldEmail` (which teacher) is the form's message. */
export const EDIT_TEACHER_FORM: FormFields = { fields: ['firstName', 'lastName', 'email', 'phone', 'grades'] };

/**
 * The edit form: first name, last name, e-mail, phone, grades. Fields start empty with the current value as the
 * placeholder: an empty field keeps the existing value (spec 02 §5).
 */
export function EditTeacherModal({ teacher, onClose }: { teacher: Teacher; onClose: () => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const edit = useEditTeacher();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [grades, setGrades] = useState<string[]>(teacher.grades);
  const { errors: fields, formError, formRef, show, showError, clear } = useFormErrors(EDIT_TEACHER_FORM);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const payload = { oldEmail: teacher.email, ...values, grades };
    const found = checkWithSchema(editTeacherSchema, payload, locale, EDIT_TEACHER_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    edit.mutate(payload, {
      onSuccess: () => {
        toast.success(t`Läraren har uppdaterats`);
        onClose();
      },
      onError: showError,
    });
  };

  return (
    <Modal open title={t`Redigera lärare`} onClose={onClose} size="large">
      <form ref={formRef} className="stack" onSubmit={submit} noValidate>
        <div className="form-grid">
          <TextField
            label={t`Förnamn`}
            placeholder={teacher.firstName}
            value={values.firstName}
            onChange={set('firstName')}
            error={fields['firstName']}
            autoComplete="off"
          />
          <TextField
            label={t`Efternamn`}
            placeholder={teacher.lastName}
            value={values.lastName}
            onChange={set('lastName')}
            error={fields['lastName']}
            autoComplete="off"
          />
          <TextField label={t`E-post`} type="email" placeholder={teacher.email} value={values.email} onChange={set('email')} error={fields['email']} autoComplete="off" />
          <TextField
            label={t`Telefon`}
            type="tel"
            placeholder={teacher.phone ?? ''}
            value={values.phone}
            onChange={set('phone')}
            error={fields['phone']}
            autoComplete="off"
          />
        </div>
        <p className="muted">{t`Ett tomt fält behåller det nuvarande värdet.`}</p>
        <GradesPicker value={grades} onChange={setGrades} error={fields['grades']} />
        <FormError message={formError} />
        <div className="row modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t`Avbryt`}
          </button>
          <button type="submit" className="button button-primary" disabled={edit.isPending}>
            {t`Spara`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
