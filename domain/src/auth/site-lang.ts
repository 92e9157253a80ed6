import { z } from 'zod';

/** POST /api/shared/sitelang: the signed-in language switch (1 Finnish, 2 Swedish) → a new token. */
export const siteLangSchema = z.object({
  siteLang: z.union([z.literal(1), z.literal(2)], { message: 'Välj språk|Valitse kieli' }),
});
export type SiteLangPayload = z.infer<typeof siteLangSchema>;
