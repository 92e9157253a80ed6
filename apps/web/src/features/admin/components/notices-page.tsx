import { useLingui } from '@lingui/react/macro';
import { todayInFinland, type NoticePayload } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { usePostNotice } from '../api/post-notice.ts';
import { NoticeFields } from './notice-fields.tsx';
import { NoticeList } from './notice-list.tsx';
import '../../../components/ui/page.css';
import './admin.css';

// the server refuses a start before today in Finland: near midnight the UTC date is another day
const blankNotice = (): NoticePayload => ({ fromAdminType: 'Tips', additionalInfo: '', additionalInfoFi: '', startDate: todayInFinland(), endDate: todayInFinland() });

/** /admin/notices: publish a Tips notice to every substitute's job feed between two dates; correct or remove one. */
export function NoticesPage() {
  const { t } = useLingui();
  const post = usePostNotice();
  const [values, setValues] = useState(blankNotice);
  const fields = isApiError(post.error) ? post.error.fields : {};

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    post.mutate(values, {
      onSuccess: () => {
        toast.success(t`Meddelandet har publicerats`);
        setValues((v) => ({ ...v, additionalInfo: '', additionalInfoFi: '' }));
      },
      onError: (error) => {
        if (!isApiError(error) || Object.keys(error.fields).length === 0) toast.error(error.message || t`Något gick fel`);
      },
    });
  };

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Meddelanden`}</h1>
      </header>
      <form className="card stack" onSubmit={submit} noValidate aria-labelledby="new-notice-title">
        <h2 id="new-notice-title">{t`Nytt meddelande`}</h2>
        <NoticeFields values={values} onChange={setValues} fields={fields} />
        <div className="row">
          <button type="submit" className="button button-primary" disabled={post.isPending}>
            {t`Publicera`}
          </button>
        </div>
      </form>
      <NoticeList />
    </div>
  );
}
