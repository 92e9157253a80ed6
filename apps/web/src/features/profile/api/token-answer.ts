import { z } from 'zod';

/** "Answers that carry a token replace the stored token" (spec 01 §7). */
export const tokenAnswerSchema = z.object({ token: z.string().min(1) }).loose();
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;
