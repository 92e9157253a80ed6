import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z.object({ token: z.string().min(1) });

/** POST /api/stats/statistics/auth: code → token; a wrong code is a 400 with the message under `code`. */
const exportAuth = async (code: string): Promise<string> =>
  (await apiFetch('/api/stats/statistics/auth', { body: { code }, schema: answerSchema, signOutOnUnauthorized: false })).token;

export const useExportAuth = () => useMutation({ mutationFn: exportAuth });
