import { useLingui } from '@lingui/react/macro';
import { payableHours, type PayrollRow } from '@vikariat/domain';
import { isOfflineError } from '../../lib/api-client.ts';
import { downloadPayroll } from '../../lib/hours/hours-month-api.ts';
import { toast } from '../ui/toast-store.ts';
import { hoursText } from './hours-summary.tsx';

/** The month's payroll files (xlsx, CSV): the school's month view and the admin's read-only one offer the same. */
export function PayrollButtons({ month, schoolId, disabled }: { month: string; schoolId: string; disabled: boolean }) {
  const { t } = useLingui();
  const download = async (format: 'xlsx' | 'csv') => {
    try {
      await downloadPayroll(month, schoolId, format);
    } catch (error) {
      toast.error(isOfflineError(error) ? t`Ingen internetanslutning. Försök igen när du är uppkopplad.` : t`Filen kunde inte skapas.`);
    }
  };
  return (
    <div className="hours-actions">
      <button type="button" className="button button-primary" disabled={disabled} onClick={() => void download('xlsx')}>
        {t`Löneexport (xlsx)`}
      </button>
      <button type="button" className="button button-secondary" disabled={disabled} onClick={() => void download('csv')}>
        {t`Löneexport (CSV)`}
      </button>
    </div>
  );
}

/** "Dagar: 3 · Timmar: 17,50 h · Väntar på godkännande: 1 · Utan timmar: 0" */
export function MonthTotals({ rows, missing }: { rows: readonly PayrollRow[]; missing: number }) {
  const { t, i18n } = useLingui();
  const total = rows.reduce((sum, r) => sum + payableHours(r), 0);
  const waiting = rows.filter((r) => r.status === 'pending').length;
  return <p aria-live="polite">{t`Dagar: ${rows.length} · Timmar: ${hoursText(total, i18n.locale)} h · Väntar på godkännande: ${waiting} · Utan timmar: ${missing}`}</p>;
}
