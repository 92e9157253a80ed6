import { useLingui } from '@lingui/react/macro';
import { addDays, formatDate, nextSchoolDay, todayInFinland } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { useAvailability } from '../../../db/index.ts';
import { useEnqueueAction } from '../hooks/substitute-data.ts';

/**
 * "Are you free tomorrow?" at the top of the feed (issue 23): one tap answers yes or no for the whole of the next
 * school day (tomorrow, or Monday from Friday on), an outbox action like any other (works offline). The answer counts
 * on that day only (decision 023), so the question comes back the next day. The current answer shows as the pressed
 * button.
 */
export function FreeTomorrow() {
  const { t } = useLingui();
  const enqueue = useEnqueueAction();
  const { state, ready } = useAvailability();
  const today = todayInFinland();
  const tomorrow = nextSchoolDay(today);
  const isTomorrow = tomorrow === addDays(today, 1);
  if (!ready) return null;
  const entry = state.days.get(tomorrow);
  const answer = entry?.morning === true && entry.afternoon === true ? true : entry?.morning === false && entry.afternoon === false ? false : null;
  return (
    <section className="sub-free-tomorrow" aria-labelledby="free-tomorrow-title">
      <h2 id="free-tomorrow-title">{isTomorrow ? t`Är du ledig i morgon, ${formatDate(tomorrow)}?` : t`Är du ledig på måndag, ${formatDate(tomorrow)}?`}</h2>
      <div className="sub-free-tomorrow-actions">
        <button type="button" className="button button-primary" aria-pressed={answer === true} onClick={() => enqueue('answerFree', { date: tomorrow, free: true })}>
          {t`Ja, jag är ledig`}
        </button>
        <button type="button" className="button button-secondary" aria-pressed={answer === false} onClick={() => enqueue('answerFree', { date: tomorrow, free: false })}>
          {t`Nej`}
        </button>
        <Link to="/availability">{t`Fler dagar i kalendern`}</Link>
      </div>
      {answer === null ? null : (
        <p role="status" className="sub-free-tomorrow-answer">
          {isTomorrow
            ? answer
              ? t`Du har svarat att du är ledig i morgon.`
              : t`Du har svarat att du inte är ledig i morgon.`
            : answer
              ? t`Du har svarat att du är ledig på måndag.`
              : t`Du har svarat att du inte är ledig på måndag.`}
        </p>
      )}
    </section>
  );
}
