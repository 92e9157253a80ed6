import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { OFFER_REASONS, OFFER_WAVES, type OfferReason, type OfferWave } from './offer-waves.ts';

/**
 * Why the reader was offered a job, and in which wave (issue 23 "Transparency", decision 034): the answer of
 * POST /api/users/job/offer, read by the substitute's job page. `offer` is null when the reader was not offered the job
 * in a wave (a job posted before the waves, or one they found in the open list themselves).
 */
export const offerNoteSchema = z.object({
  offer: z
    .object({
      wave: z.union(OFFER_WAVES.map((w) => z.literal(w)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>]),
      reason: z.enum(OFFER_REASONS as [OfferReason, ...OfferReason[]]),
      offeredAt: text(),
    })
    .nullable(),
});
export type OfferNote = z.infer<typeof offerNoteSchema>;
export type OfferNoteOffer = NonNullable<OfferNote['offer']> & { wave: OfferWave };
