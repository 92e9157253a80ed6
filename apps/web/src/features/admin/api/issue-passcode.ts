import { useMutation } from '@tanstack/react-query';
import type { IssuePasscodePayload } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z.object({ id: z.string(), passcode: z.string(), expiresAt: z.string() });
export type IssuedPasscode = z.infer<typeof answerSchema>;

/** POST /api/admin/export-passcodes: the passcode is answered once (only its hash is kept). */
const issuePasscode = (payload: IssuePasscodePayload): Promise<IssuedPasscode> => apiFetch('/api/admin/export-passcodes', { body: payload, schema: answerSchema });

export const useIssuePasscode = () => useMutation({ mutationFn: issuePasscode });
