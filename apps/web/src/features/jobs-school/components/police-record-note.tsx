import { useLingui } from '@lingui/react/macro';
import { formatDate, helsinkiDateOf, policeRecordState, type PoliceRecordState } from '@vikariat/domain';
import type { Applicant } from '../api/school-job.ts';

/** The applicant's police record today: choosing needs it valid (the server refuses otherwise). */
export function policeRecordOfApplicant(applicant: Applicant, now = new Date()): { state: PoliceRecordState; expires: string | null } {
  const date = applicant.policeRecord?.expirationDate ?? null;
  return { state: policeRecordState(date, helsinkiDateOf(now)), expires: date === null ? null : formatDate(date.slice(0, 10)) };
}

/**
 * What the principal needs before choosing, in the principal's words: nothing while the record is valid, else why the
 * person cannot be chosen yet.
 */
export function PoliceRecordNote({ applicant }: { applicant: Applicant }) {
  const { t } = useLingui();
  const { state, expires } = policeRecordOfApplicant(applicant);
  if (state === 'valid') return null;
  return (
    <span className="applicant-warning" data-testid="police-record-note">
      {state === 'expired' && expires !== null
        ? t`Utdraget ur straffregistret gick ut ${expires}: kan väljas när hen har förnyat det.`
        : t`Inget utdrag ur straffregistret: kan väljas när hen har lagt till det.`}
    </span>
  );
}
