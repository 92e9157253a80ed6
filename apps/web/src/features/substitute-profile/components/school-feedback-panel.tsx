import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@vikariat/domain';
import { useFeedbackHistory } from '../api/feedback-history.ts';

interface Props {
  email: string;
  name: string;
  isFavourite: boolean;
  busy: boolean;
  /** the school's favourites (rememberedUsers) stand in for the preferred list for now (decision 031) */
  onAddFavourite: () => void;
}

/** The school's own feedback about this substitute (never another school's, never the substitute's): issue 24. */
export function SchoolFeedbackPanel({ email, name, isFavourite, busy, onAddFavourite }: Props) {
  const { t, i18n } = useLingui();
  const history = useFeedbackHistory(email);
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
      {h.suggestKeeping && !isFavourite ? (
        <div className="sp-suggestion" role="note">
          <p>{t`${name} har fått bra omdömen av er. Lägg till hen bland era favoriter så hittar ni hen snabbt nästa gång.`}</p>
          <button type="button" className="button button-primary" disabled={busy} onClick={onAddFavourite}>
            {t`Lägg till som favorit`}
          </button>
        </div>
      ) : null}
      <p className="muted">{t`Omdömena syns bara för er skola, aldrig för vikarien.`}</p>
    </section>
  );
}
