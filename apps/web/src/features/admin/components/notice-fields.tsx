import { useLingui } from '@lingui/react/macro';
import type { NoticePayload } from '@vikariat/domain';
import { DateField } from '../../../components/ui/date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
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
        {/* the app's own date field, dd.MM.yyyy with a calendar in the app's language, not the browser's (11/29/2026) */}
        <DateField label={t`Visas från`} value={values.startDate} onChange={(startDate) => set({ startDate })} error={fields['startDate']} />
        <DateField label={t`Visas till`} value={values.endDate} onChange={(endDate) => set({ endDate })} error={fields['endDate']} />
      </div>
    </>
  );
}
