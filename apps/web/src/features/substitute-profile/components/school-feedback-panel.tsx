import { useLingui } from '@lingui/react/macro';
import { formatDate, type SchoolTie } from '@vikariat/domain';
import { toast } from '../../../components/ui/toast-store.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useChangeSchoolList } from '../../../lib/school-lists/school-lists-api.ts';
import { useFeedbackHistory } from '../api/feedback-history.ts';

interface Props {
  email: string;
  name: string;
  /** the person at each of the reader's schools: the suggestion adds them to the preferred list of the first school that has them on none */
  ties: readonly SchoolTie[];
}

/** The school's own feedback about this substitute (never another school's, never the substitute's): issue 24. */
export function SchoolFeedbackPanel({ email, name, ties }: Props) {
  const { t, i18n } = useLingui();
  const history = useFeedbackHistory(email);
  const change = useChangeSchoolList();
  const unlisted = ties.find((tie) => tie.list === null);
  const addPreferred = (tie: SchoolTie) =>
    change.mutate(
      { kind: 'add', list: 'preferred', email, schoolId: tie.schoolId },
      { onSuccess: () => toast.success(t`${name} är nu föredragen vikarie.`), onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)) },
    );
  const h = history.data;
  if (!h) return null;
  const average = h.average === null ? '' : h.average.toLocaleString(i18n.locale === 'fi' ? 'fi-FI' : 'sv-FI', { minimumFractionDigits: 1 });

  return (
    <section className="sp-card sp-section" aria-labelledby="sp-feedback-title">
      <h2 id="sp-feedback-title">{t`Era omdömen`}</h2>
      {h.count === 0 ? (
        <p className="muted">{t`Er skola har inte gett några omdömen om ${name} ännu.`}</p>
      ) : (
        <>
          <p data-testid="feedback-average">{t`Medeltal ${average} av 5 över ${h.count} vikariat.`}</p>
          <ul className="sp-feedback-list">
            {h.entries.map((entry) => (
              <li key={entry.jobId}>
                <strong>{t`${entry.rating}/5`}</strong> · {formatDate(entry.date)} · {entry.schoolName}
                {entry.author ? ` · ${entry.author}` : ''}
                {entry.comment ? <p className="sp-feedback-comment">{entry.comment}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {h.suggestKeeping && unlisted !== undefined && !ties.some((tie) => tie.list !== null) ? (
        <div className="sp-suggestion" role="note">
          <p>{t`${name} har fått bra omdömen av er. Lägg till hen bland skolans föredragna vikarier.`}</p>
          <button type="button" className="button button-primary" disabled={change.isPending} onClick={() => addPreferred(unlisted)}>
            {t`Lägg till som föredragen`}
          </button>
        </div>
      ) : null}
      <p className="muted">{t`Omdömena syns bara för er skola, aldrig för vikarien.`}</p>
    </section>
  );
}
