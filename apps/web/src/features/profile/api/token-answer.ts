import { z } from 'zod';
import { pageActions } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/session.ts';

/** "Answers that carry a token replace the stored token" (spec 01 §7). */
export const tokenAnswerSchema = z.object({ token: z.string().min(1) }).loose();
type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/**
 * A save or a type change answers with a token: store it and reload (spec 01 §4). Given to the mutation itself, not
 * to `mutate`: TanStack Query drops a callback given to `mutate` when the screen unmounts first (a lazy screen
 * suspending, a navigation), which would leave the app on a token the server has replaced.
 */
export const replaceTokenAndReload = ({ token }: TokenAnswer): void => {
  if (replaceToken(token)) pageActions.reload();
};
