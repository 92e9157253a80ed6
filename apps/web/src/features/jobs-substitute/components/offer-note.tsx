import { useLingui } from '@lingui/react/macro';
import type { OfferReason } from '@vikariat/domain';
import { useOfferNote } from '../api/offer-note.ts';

/**
 * Why the substitute was offered this job (issue 23 "Transparency", decision 034), in one plain sentence: a substitute
 * does not know the school's waves, so the reason says what the wave meant for them — offered early (the school's
 * preferred list, having worked there, each with the day marked free) or now open to everyone in the municipality.
 */
export function OfferNote({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const note = useOfferNote(jobId);
  const offer = note.data?.offer;
  if (offer === undefined || offer === null) return null;
  const why: Record<OfferReason, string> = {
    preferred: t`Skolan erbjöd dig vikariatet bland de första: du står på skolans lista över föredragna vikarier och har markerat dagen som ledig.`,
    workedBefore: t`Skolan erbjöd dig vikariatet tidigt: du har arbetat i skolan förut och har markerat dagen som ledig.`,
    freeDay: t`Vikariatet erbjuds nu alla vikarier i skolans kommun, och du har markerat dagen som ledig.`,
    region: t`Vikariatet erbjuds nu alla vikarier i skolans kommun.`,
  };
  return (
    <p className="sub-offer-note" role="note">
      {why[offer.reason]}
    </p>
  );
}
