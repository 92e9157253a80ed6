import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { AdminSchool } from '../api/schools.ts';
import { useSaveSchool } from '../api/save-school.ts';
import { MunicipalityPicker } from './municipality-picker.tsx';

/** Create or edit a school: name, municipality (region picker), address, phone, licence, pre-school, export. */
export function SchoolFormModal({ school, onClose }: { school: AdminSchool | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveSchool();
  const [values, setValues] = useState({
    name: school?.name ?? '',
    municipality: school?.municipality ?? '',
    address: school?.address ?? '',
    phone: school?.phone ?? '',
    licenceUntil: school?.licenceUntil ?? '',
    preschool: school?.preschool ?? false,
    exportAllowed: school?.exportAllowed ?? false,
  });
  const fields = isApiError(save.error) ? save.error.fields : {};
  const text = (key: 'name' | 'address' | 'phone' | 'licenceUntil') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    save.mutate(
      { id: school?.id ?? null, fields: { ...values, licenceUntil: values.licenceUntil || null } },
      {
        onSuccess: () => {
          toast.success(school ? t`Skolan har sparats` : t`Skolan har skapats`);
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || Object.keys(error.fields).length === 0) toast.error(error.message || t`Något gick fel`);
        },
      },
    );
  };

  return (
    <Modal open title={school ? t`Redigera skola` : t`Skapa skola`} onClose={onClose} size="large">
      <form className="stack" onSubmit={submit} noValidate>
        <TextField label={t`Namn`} required value={values.name} onChange={text('name')} error={fields['name']} />
        <MunicipalityPicker value={values.municipality} onChange={(municipality) => setValues((v) => ({ ...v, municipality }))} error={fields['municipality']} />
        <div className="form-grid">
          <TextField label={t`Adress`} value={values.address} onChange={text('address')} error={fields['address']} />
          <TextField label={t`Telefon`} type="tel" value={values.phone} onChange={text('phone')} error={fields['phone']} />
          <TextField label={t`Licens giltig till`} type="date" value={values.licenceUntil} onChange={text('licenceUntil')} error={fields['licenceUntil']} />
        </div>
        <label className="row">
          <input type="checkbox" checked={values.preschool} onChange={(e) => setValues((v) => ({ ...v, preschool: e.target.checked }))} />
          {t`Förskola eller daghem`}
        </label>
        <label className="row">
          <input type="checkbox" checked={values.exportAllowed} onChange={(e) => setValues((v) => ({ ...v, exportAllowed: e.target.checked }))} />
          {t`Rektorn får exportera statistik`}
        </label>
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
