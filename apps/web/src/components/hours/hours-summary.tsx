import { useLingui } from '@lingui/react/macro';
import { endsNextDay, payableHours, type HoursEntry, type HoursStatus, type WorkedTime } from '@vikariat/domain';
import './hours.css';
import '../ui/page.css';

/** The status of a day's hours as both sides read it. */
export function useHoursStatusLabel(): (status: HoursStatus) => string {
  const { t } = useLingui();
  const labels: Record<HoursStatus, string> = {
    pending: t`Väntar på godkännande`,
    approved: t`Godkänd`,
    corrected: t`Rättad av skolan`,
    noShow: t`Kom inte`,
  };
  return (status) => labels[status];
}

/** Hours with the reader's decimal sign and two decimals. */
export const hoursText = (hours: number, locale: string): string =>
  hours.toLocaleString(locale === 'fi' ? 'fi-FI' : 'sv-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "08:10–14:30, rast 30 min, 5 lektioner"; a shift past midnight "18:00–02:00 (följande dag)" */
export function useWorkedTimeText(): (time: WorkedTime) => string {
  const { t } = useLingui();
  return (time) => {
    const span = `${time.start}–${time.end}`;
    const parts = [endsNextDay(time.start, time.end) ? t`${span} (följande dag)` : span, t`rast ${time.breakMinutes} min`];
    if (time.lessons !== null) parts.push(t`${time.lessons} lektioner`);
    return parts.join(', ');
  };
}

/**
 * A day's hours: the figures that stand, the hours paid, the status, and — where the school changed them — who, why and
 * what the substitute had given.
 */
export function HoursSummary({ entry }: { entry: HoursEntry }) {
  const { t, i18n } = useLingui();
  const statusOf = useHoursStatusLabel();
  const timeText = useWorkedTimeText();
  const tone = entry.status === 'pending' ? '' : entry.status === 'noShow' ? ' badge-danger' : ' badge-success';
  return (
    <div className="hours-summary">
      <p className="hours-figures">
        {entry.status === 'noShow' ? null : <span>{timeText(entry)}</span>}
        <strong>{`${hoursText(payableHours(entry), i18n.locale)} h`}</strong>
        <span className={`badge${tone}`} data-hours-status={entry.status}>
          {statusOf(entry.status)}
        </span>
        {entry.late ? <span className="badge badge-danger">{t`Sen ankomst`}</span> : null}
      </p>
      {entry.note !== null && entry.note !== '' ? (
        <p className="hours-note">{entry.reviewedBy ? `${entry.reviewedBy}: ${entry.note}` : entry.note}</p>
      ) : entry.reviewedBy && entry.status !== 'pending' ? (
        <p className="hours-note muted">{t`Behandlad av ${entry.reviewedBy}`}</p>
      ) : null}
      {entry.submitted ? <p className="hours-note muted">{t`Vikarien angav: ${timeText(entry.submitted)}`}</p> : null}
    </div>
  );
}
