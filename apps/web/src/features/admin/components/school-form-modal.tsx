import { useLingui } from '@lingui/react/macro';
import { schoolFieldsSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { DateField } from '../../../components/ui/date-field.tsx';
import { CheckboxField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import type { AdminSchool } from '../api/schools.ts';
import { useSaveSchool } from '../api/save-school.ts';
import { MunicipalityPicker } from './municipality-picker.tsx';
import '../../../components/ui/page.css';

/** The form shows every field of the payload; any other error (the server's `message`) stands in its message. */
export const SCHOOL_FORM = { fields: ['name', 'municipality', 'address', 'phone', 'licenceUntil', 'preschool', 'exportAllowed'] } as const;

/** Create or edit a school: name, municipality (region picker), address, phone, licence, pre-school, export. */
export function SchoolFormModal({ school, onClose }: { school: AdminSchool | null; onClose: () => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const save = useSaveSchool();
  const { errors: fields, formError, formRef, show, showError } = useFormErrors(SCHOOL_FORM);
  const [values, setValues] = useState({
    name: school?.name ?? '',
    municipality: school?.municipality ?? '',
    address: school?.address ?? '',
    phone: school?.phone ?? '',
    licenceUntil: school?.licenceUntil ?? '',
    preschool: school?.preschool ?? false,
    exportAllowed: school?.exportAllowed ?? false,
  });
  const text = (key: 'name' | 'address' | 'phone') => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const payload = { ...values, licenceUntil: values.licenceUntil || null };
    const checked = checkWithSchema(schoolFieldsSchema, payload, locale, SCHOOL_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    try {
      await save.mutateAsync({ id: school?.id ?? null, fields: schoolFieldsSchema.parse(payload) });
      toast.success(school ? t`Skolan har sparats` : t`Skolan har skapats`);
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal open title={school ? t`Redigera skola` : t`Skapa skola`} onClose={onClose} size="large">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
        <TextField label={t`Namn`} required value={values.name} onChange={text('name')} error={fields['name']} />
        <MunicipalityPicker value={values.municipality} onChange={(municipality) => setValues((v) => ({ ...v, municipality }))} error={fields['municipality']} />
        <div className="form-grid">
          <TextField label={t`Adress`} value={values.address} onChange={text('address')} error={fields['address']} />
          <TextField label={t`Telefon`} type="tel" value={values.phone} onChange={text('phone')} error={fields['phone']} />
          {/* dd.MM.yyyy with a calendar in the app's language; a licence may run years ahead, or have no end ('' is null) */}
          <DateField
            label={t`Licens giltig till`}
            value={values.licenceUntil}
            years={{ back: 1, ahead: 10 }}
            clearable
            onChange={(licenceUntil) => setValues((v) => ({ ...v, licenceUntil }))}
            error={fields['licenceUntil']}
          />
        </div>
        <CheckboxField
          label={t`Förskola eller daghem`}
          checked={values.preschool}
          onChange={(e) => setValues((v) => ({ ...v, preschool: e.target.checked }))}
          error={fields['preschool']}
        />
        <CheckboxField
          label={t`Rektorn får exportera statistik`}
          checked={values.exportAllowed}
          onChange={(e) => setValues((v) => ({ ...v, exportAllowed: e.target.checked }))}
          error={fields['exportAllowed']}
        />
        <FormError message={formError} />
        <div className="row admin-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t`Avbryt`}
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t`Spara`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
