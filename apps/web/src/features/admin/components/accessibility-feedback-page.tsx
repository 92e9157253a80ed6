import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDate } from '@vikariat/domain';
import { formatDateTime } from '../../../lib/format.ts';
import { useMarkFeedbackAnswered, useOpenFeedback, type FeedbackItem } from '../api/accessibility-feedback.ts';
import '../../../components/ui/page.css';
import './admin.css';

function Deadline({ item }: { item: FeedbackItem }) {
  const { t } = useLingui();
  const due = formatDate(item.dueAt);
  if (item.late) return <span className="badge badge-danger">{t`Svaret är försenat (senast ${due})`}</span>;
  const left = t({ message: plural(item.daysLeft, { one: '# dag kvar', other: '# dagar kvar' }) });
  return <span className="badge">{t`Svar senast ${due} (${left})`}</span>;
}

/**
 * /admin/accessibility-feedback: the open accessibility feedback (Act 306/2019: answered within 14 days), oldest
 * first, with its age and deadline. The answer itself goes by e-mail (the support inbox got the item with the
 * sender as Reply-To); here it is marked answered.
 */
export function AccessibilityFeedbackPage() {
  const { t } = useLingui();
  const list = useOpenFeedback();
  const answered = useMarkFeedbackAnswered();
  const onAnswered = (item: FeedbackItem): void =>
    answered.mutate(item.id, {
      onSuccess: () => toast.success(t`Markerad som besvarad`),
      onError: (error) => toast.error(error.message || t`Något gick fel`),
    });

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Tillgänglighetsrespons`}</h1>
      </header>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <p className="card admin-error">{t`Listan kunde inte hämtas.`}</p> : null}
      {list.data?.length === 0 ? <p className="card empty-state">{t`Ingen obesvarad respons.`}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="admin-cancellations">
          {list.data.map((item) => (
            <li key={item.id} className="card admin-cancellation" data-late={item.late}>
              <div className="admin-cancellation-head">
                <Deadline item={item} />
                <span className="muted">
                  {t`Mottagen ${formatDateTime(item.createdAt)}`} · {t({ message: plural(item.ageDays, { one: '# dag gammal', other: '# dagar gammal' }) })}
                </span>
              </div>
              <p>
                <strong>{item.name || t`Namn saknas`}</strong> · {item.email || t`ingen e-post`} · {item.lang === 'fi' ? t`finska` : t`svenska`}
              </p>
              {item.page ? <p>{t`Gäller: ${item.page}`}</p> : null}
              <p className="admin-feedback-message">{item.message}</p>
              <div className="row">
                {item.email ? (
                  <a className="button button-secondary" href={`mailto:${item.email}`}>
                    {t`Svara per e-post`}
                  </a>
                ) : null}
                <button type="button" className="button button-primary" disabled={answered.isPending} onClick={() => onAnswered(item)}>
                  {t`Markera som besvarad`}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
