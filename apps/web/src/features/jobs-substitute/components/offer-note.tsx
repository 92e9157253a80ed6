import { useLingui } from '@lingui/react/macro';
import type { OfferReason } from '@vikariat/domain';
import { useOfferNote } from '../api/offer-note.ts';

/**
 * Why the substitute was offered this job and in which wave (issue 23 "Transparency", decision 034): the school's
 * preferred list, having worked there, a day marked free, or everyone in the school's municipality.
 */
export function OfferNote({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const note = useOfferNote(jobId);
  const offer = note.data?.offer;
  if (offer === undefined || offer === null) return null;
  const why: Record<OfferReason, string> = {
    preferred: t`Du står på skolans lista över önskade vikarier.`,
    workedBefore: t`Du har arbetat i skolan förut.`,
    freeDay: t`Du har markerat dagen som ledig.`,
    region: t`Erbjudandet gick till alla vikarier i skolans kommun.`,
  };
  return (
    <p className="sub-offer-note" role="note">
      {t`Du fick erbjudandet i våg ${offer.wave} av 3.`} {why[offer.reason]}
    </p>
  );
}
