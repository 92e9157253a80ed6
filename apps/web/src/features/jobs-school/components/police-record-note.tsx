import { useLingui } from '@lingui/react/macro';
import { extractCovers, formatDate, helsinkiDateOf, policeRecordState, todayInFinland, type PoliceRecordState } from '@vikariat/domain';
import type { Applicant } from '../api/school-job.ts';

/** The applicant's police record today: choosing needs it valid (the server refuses otherwise). */
export function policeRecordOfApplicant(applicant: Applicant, now = new Date()): { state: PoliceRecordState; expires: string | null } {
  const date = applicant.policeRecord?.expirationDate ?? null;
  return { state: policeRecordState(date, helsinkiDateOf(now)), expires: date === null ? null : formatDate(date.slice(0, 10)) };
}

/**
 * The person may be chosen for a job ending on `lastDay`: their own police-record entry is valid, or a school recorded
 * a view of the extract valid through that day (the server's rule, decision 031).
 */
export const mayChooseApplicant = (applicant: Applicant, lastDay: string, now = new Date()): boolean =>
  policeRecordOfApplicant(applicant, now).state === 'valid' || extractCovers(applicant.extractSeen?.validUntil, lastDay);

/** "Extract seen on D by school X, valid until V", marked when it has run out. */
export function ExtractSeenNote({ applicant }: { applicant: Applicant }) {
  const { t } = useLingui();
  const seen = applicant.extractSeen;
  if (!seen) return null;
  const expired = seen.validUntil < todayInFinland();
  return (
    <span className={expired ? 'applicant-warning' : 'applicant-meta'} data-testid="extract-seen-note">
      {expired
        ? t`Utdraget visades ${formatDate(seen.seenOn)} för ${seen.schoolName}, gick ut ${formatDate(seen.validUntil)}.`
        : t`Utdraget visades ${formatDate(seen.seenOn)} för ${seen.schoolName}, gäller till ${formatDate(seen.validUntil)}.`}
    </span>
  );
}

/**
 * What the principal needs before choosing, in the principal's words: nothing while the record is valid (or a recorded
 * view of the extract covers the job), else why the person cannot be chosen yet.
 */
export function PoliceRecordNote({ applicant, lastDay }: { applicant: Applicant; lastDay: string }) {
  const { t } = useLingui();
  const { state, expires } = policeRecordOfApplicant(applicant);
  if (mayChooseApplicant(applicant, lastDay)) return null;
  return (
    <span className="applicant-warning" data-testid="police-record-note">
      {state === 'expired' && expires !== null
        ? t`Utdraget ur straffregistret gick ut ${expires}: kan väljas när hen har förnyat det.`
        : t`Inget utdrag ur straffregistret: kan väljas när hen har lagt till det.`}
    </span>
  );
}
