import { useLingui } from '@lingui/react/macro';
import type { NoticePayload } from '@vikariat/domain';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

interface NoticeFieldsProps {
  values: NoticePayload;
  onChange: (values: NoticePayload) => void;
  /** The server's field errors, under their fields. */
  fields: Record<string, string>;
  /** Update is disabled in the menu (spec 02 §5); a notice already stored as Update may keep its type. */
  allowUpdate?: boolean;
}

/** Type, text and the days a notice shows: the same fields to publish and to correct one. */
export function NoticeFields({ values, onChange, fields, allowUpdate = false }: NoticeFieldsProps) {
  const { t } = useLingui();
  const set = (patch: Partial<NoticePayload>) => onChange({ ...values, ...patch });
  return (
    <>
      <FormField label={t`Typ`} error={fields['fromAdminType']}>
        {(control) => (
          <select
            className="form-input"
            value={values.fromAdminType}
            onChange={(e) => set({ fromAdminType: e.target.value === 'Update' ? 'Update' : 'Tips' })}
            {...control}
          >
            <option value="Tips">{t`Tips`}</option>
            <option value="Update" disabled={!allowUpdate}>
              {t`Uppdatering`}
            </option>
          </select>
        )}
      </FormField>
      {/* both languages (decision 039): each substitute reads the notice in their own */}
      <FormField label={t`Meddelande på svenska`} error={fields['additionalInfo']} required>
        {(control) => (
          <textarea className="form-input" rows={5} lang="sv" value={values.additionalInfo} onChange={(e) => set({ additionalInfo: e.target.value })} {...control} />
        )}
      </FormField>
      <FormField label={t`Meddelande på finska`} error={fields['additionalInfoFi']} required>
        {(control) => (
          <textarea className="form-input" rows={5} lang="fi" value={values.additionalInfoFi} onChange={(e) => set({ additionalInfoFi: e.target.value })} {...control} />
        )}
      </FormField>
      <div className="form-grid">
        <TextField label={t`Visas från`} type="date" value={values.startDate} onChange={(e) => set({ startDate: e.target.value })} error={fields['startDate']} />
        <TextField label={t`Visas till`} type="date" value={values.endDate} onChange={(e) => set({ endDate: e.target.value })} error={fields['endDate']} />
      </div>
    </>
  );
}
