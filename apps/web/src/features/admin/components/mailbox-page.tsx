import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMailbox } from '../api/mailbox.ts';
import { useMail } from '../api/mailbox-mail.ts';
import '../../../components/ui/page.css';
import './admin.css';

const when = (iso: string | null): string => (iso ? formatDateTime(iso) : '');

/** /admin/mailbox: the dev outbox of demo mode, newest first; a mail opens as text. */
export function MailboxPage() {
  const { t } = useLingui();
  const mails = useMailbox();
  const [open, setOpen] = useState<string | null>(null);
  const mail = useMail(open);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`E-postlåda`}</h1>
        <button type="button" className="button button-secondary" onClick={() => void mails.refetch()}>
          {t`Uppdatera`}
        </button>
      </header>
      {mails.isPending ? <Spinner /> : null}
      {mails.isError ? (
        <p role="alert" className="card">
          {mails.error.message}
        </p>
      ) : null}
      <div className="admin-split">
        <ul className="card admin-mail-list" aria-label={t`Meddelanden`}>
          {mails.data?.length === 0 ? <li className="muted">{t`Inga meddelanden.`}</li> : null}
          {mails.data?.map((m) => (
            <li key={m.file}>
              <button type="button" className="admin-mail-item" aria-pressed={open === m.file} onClick={() => setOpen(m.file)}>
                <strong>{m.subject}</strong>
                <span>{m.to}</span>
                <span className="muted">{when(m.date)}</span>
              </button>
            </li>
          ))}
        </ul>
        <section className="card stack" aria-label={t`Valt meddelande`}>
          {open === null ? <p className="muted">{t`Välj ett meddelande.`}</p> : null}
          {mail.isFetching ? <Spinner /> : null}
          {mail.data ? (
            <>
              <h2>{mail.data.subject}</h2>
              <dl className="admin-facts">
                <dt>{t`Från`}</dt>
                <dd>{mail.data.from}</dd>
                <dt>{t`Till`}</dt>
                <dd>{mail.data.to}</dd>
                <dt>{t`Datum`}</dt>
                <dd>{when(mail.data.date)}</dd>
              </dl>
              <pre className="admin-mail-text">{mail.data.text}</pre>
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
