import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DECLINE_REASON_LABELS, formatMinutes, type JobTimelineEvent } from '@vikariat/domain';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime, uiLocale } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useJobTimeline } from '../api/job-timeline.ts';

/**
 * The job's timeline on the manage page (issue 23, decisions 034 and 037): posted, each offer wave, each notification round (how many were
 * notified, delivered, failed), applications, declines, withdrawals, every choice and its end (unchosen, cancelled), and the time to fill.
 * `version` changes with the replicated job (its choice, its applicants): the timeline is read again then, so a choice,
 * an unchoice or a cancellation made on this page shows at once.
 */
export function JobTimelineSection({ jobId, version }: { jobId: string; version: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const id = useId();
  const timeline = useJobTimeline(jobId, version);
  const kinds: Record<string, string> = {
    new_job: t`Nytt vikariat`,
    sos_job: t`SOS-vikariat`,
    new_applicant: t`Ny anmälan`,
    chosen: t`Vikarie vald`,
    unchosen: t`Valet togs bort`,
    booking_cancelled: t`Avbokning`,
    booking_cancelled_by_school: t`Avbokning`,
  };
  const text = (e: JobTimelineEvent): string => {
    switch (e.type) {
      case 'posted':
        return t`Vikariatet publicerades`;
      // the offer waves in a principal's words (decision 034: preferred and free, worked here and free, everyone else)
      case 'wave': {
        const { offered } = e;
        return e.wave === 1
          ? t`Erbjudet till ${offered} av skolans föredragna vikarier (omgång 1 av 3)`
          : e.wave === 2
            ? t({
                message: plural(offered, {
                  one: 'Erbjudet till # vikarie som har arbetat här förut (omgång 2 av 3)',
                  other: 'Erbjudet till # vikarier som har arbetat här förut (omgång 2 av 3)',
                }),
              })
            : t({
                message: plural(offered, {
                  one: 'Erbjudet till # annan vikarie i kommunen (omgång 3 av 3)',
                  other: 'Erbjudet till # andra vikarier i kommunen (omgång 3 av 3)',
                }),
              });
      }
      case 'declined': {
        const who = e.name === null ? t`En vikarie tackade nej` : t`${e.name} tackade nej`;
        return e.reason === null ? who : `${who}: ${DECLINE_REASON_LABELS[e.reason][locale].toLocaleLowerCase(locale)}`;
      }
      case 'notified': {
        const { recipients, sent, failed, pending } = e;
        const kind = kinds[e.kind] ?? e.kind;
        const head = t({ message: plural(recipients, { one: `${kind}: notis skickad till # person.`, other: `${kind}: notis skickad till # personer.` }) });
        // how the deliveries went, in words, naming only what happened
        const parts = [sent > 0 ? t`${sent} har fått den` : '', failed > 0 ? t`${failed} gick inte att nå` : '', pending > 0 ? t`${pending} har inte fått den ännu` : ''];
        const shown = parts.filter(Boolean);
        const outcome =
          recipients > 0 && sent === recipients
            ? t({ message: plural(recipients, { one: 'Den har kommit fram.', other: 'Alla har fått den.' }) })
            : shown.length > 0
              ? `${shown.join(', ')}.`
              : '';
        return [head, outcome].filter(Boolean).join(' ');
      }
      // a person the school may not see (decision 020) has no name here
      case 'applied':
        return e.name === null ? t`En vikarie anmälde sig` : t`${e.name} anmälde sig`;
      case 'withdrawn':
        return e.name === null ? t`En vikarie drog tillbaka sin anmälan` : t`${e.name} drog tillbaka sin anmälan`;
      case 'chosen':
        return e.name === null ? t`En vikarie valdes` : t`${e.name} valdes`;
      // the school took its choice back (before the job started); the next choice follows as its own line
      case 'unchosen':
        return e.name === null ? t`Skolan tog bort valet av vikarien` : t`Skolan tog bort valet av ${e.name}`;
      case 'cancelled': {
        // the person erased their account: nothing of them is kept, only that the booking ended so
        if (e.accountDeleted === true) return t`Bokningen avbokades: vikarien raderade sitt konto`;
        const what =
          e.by === 'school'
            ? e.name === null
              ? t`Skolan avbokade vikarien`
              : t`Skolan avbokade ${e.name}`
            : e.name === null
              ? t`Den bokade vikarien avbokade`
              : t`${e.name} avbokade`;
        const reason = e.reason;
        return reason ? t`${what}. Orsak: ${reason}` : what;
      }
    }
  };
  const fill = timeline.data?.minutesToFill;
  const fillTime = fill === null || fill === undefined ? '' : formatMinutes(fill, uiLocale(i18n.locale));
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Tidslinje`}</h2>
      {timeline.isPending ? <Spinner /> : null}
      {timeline.isError ? <p className="muted">{t`Tidslinjen kan inte visas utan nätverk.`}</p> : null}
      {timeline.data ? (
        <>
          <ol className="job-timeline">
            {timeline.data.events.map((e, i) => (
              <li key={`${e.type}-${e.at}-${i}`}>
                <span className="muted">{formatDateTime(e.at)}</span> {text(e)}
              </li>
            ))}
          </ol>
          <p>{fill === null || fill === undefined ? t`Ingen vald ännu.` : t`Tid till tillsättning: ${fillTime}`}</p>
        </>
      ) : null}
    </section>
  );
}
