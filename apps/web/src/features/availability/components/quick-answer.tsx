import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { availabilityDateProblem, formatDate } from '@vikariat/domain';
import { useSearchParams } from 'react-router-dom';
import type { AvailabilityView } from '../hooks/availability-data.ts';
import { useAvailabilityAction } from '../hooks/availability-data.ts';

/**
 * The landing of the evening question "Are you free tomorrow?" (decision 037): `?answer=<date>` shows the question
 * with Yes / No; `&free=yes|no` (the push's action buttons) records that answer at once, as the same outbox action as
 * the feed's card (works offline), and is then dropped from the address so a reload does not answer again. A date that
 * has passed is not answered: the answer would have expired with its day.
 */
export function QuickAnswer({ view }: { view: AvailabilityView }) {
  const { t } = useLingui();
  const enqueue = useAvailabilityAction();
  const [params, setParams] = useSearchParams();
  const date = params.get('answer');
  const pressed = params.get('free');
  const usable = date !== null && availabilityDateProblem(date, view.today) === null;
  const recorded = useRef(false);
  useEffect(() => {
    if (!usable || recorded.current || (pressed !== 'yes' && pressed !== 'no')) return;
    recorded.current = true;
    enqueue('answerFree', { date, free: pressed === 'yes' });
    setParams({ answer: date }, { replace: true });
  }, [usable, pressed, date, enqueue, setParams]);
  if (date === null) return null;
  if (!usable) return <p className="avail-hint">{t`Frågan gällde en dag som redan har gått.`}</p>;
  const entry = view.state.days.get(date);
  const answer = entry?.answered === true ? entry.morning : null;
  return (
    <section className="avail-quick" aria-labelledby="avail-quick-title">
      <h2 id="avail-quick-title">{t`Är du ledig ${formatDate(date)}?`}</h2>
      <div className="avail-quick-actions">
        <button type="button" className="button button-primary" aria-pressed={answer === true} onClick={() => enqueue('answerFree', { date, free: true })}>
          {t`Ja, jag är ledig`}
        </button>
        <button type="button" className="button button-secondary" aria-pressed={answer === false} onClick={() => enqueue('answerFree', { date, free: false })}>
          {t`Nej`}
        </button>
      </div>
      {answer === null ? null : <p role="status">{answer ? t`Svaret är sparat: du är ledig.` : t`Svaret är sparat: du är inte ledig.`}</p>}
    </section>
  );
}
