import { useLingui } from '@lingui/react/macro';
import { todayInFinland } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { usePostNotice } from '../api/post-notice.ts';
import '../../../components/ui/page.css';
import './admin.css';


/** /admin/notices: a Tips or Update notice shown in every substitute's job feed between two dates. */
export function NoticesPage() {
  const { t } = useLingui();
  const post = usePostNotice();
  const [type, setType] = useState<'Tips' | 'Update'>('Tips');
  const [text, setText] = useState('');
  // the server refuses a start before today in Finland: near midnight the UTC date is another day
  const [startDate, setStartDate] = useState(todayInFinland);
  const [endDate, setEndDate] = useState(todayInFinland);
  const fields = isApiError(post.error) ? post.error.fields : {};

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    post.mutate(
      { fromAdminType: type, additionalInfo: text, startDate, endDate },
      {
        onSuccess: () => {
          toast.success(t`Meddelandet har publicerats`);
          setText('');
        },
        onError: (error) => {
          if (!isApiError(error) || Object.keys(error.fields).length === 0) toast.error(error.message || t`Något gick fel`);
        },
      },
    );
  };

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Meddelanden`}</h1>
      </header>
      <form className="card stack" onSubmit={submit} noValidate>
        <FormField label={t`Typ`} error={fields['fromAdminType']}>
          {(control) => (
            <select className="form-input" value={type} onChange={(e) => setType(e.target.value === 'Update' ? 'Update' : 'Tips')} {...control}>
              <option value="Tips">{t`Tips`}</option>
              <option value="Update">{t`Uppdatering`}</option>
            </select>
          )}
        </FormField>
        <FormField label={t`Meddelande`} error={fields['additionalInfo']} required>
          {(control) => <textarea className="form-input" rows={5} value={text} onChange={(e) => setText(e.target.value)} {...control} />}
        </FormField>
        <div className="form-grid">
          <TextField label={t`Visas från`} type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} error={fields['startDate']} />
          <TextField label={t`Visas till`} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} error={fields['endDate']} />
        </div>
        <div className="row">
          <button type="submit" className="button button-primary" disabled={post.isPending}>
            {t`Publicera`}
          </button>
        </div>
      </form>
    </div>
  );
}
