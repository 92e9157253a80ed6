import { useMutation } from '@tanstack/react-query';
import type { AccessibilityFeedbackPayload } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z.object({ success: z.boolean(), id: z.string() });

/**
 * POST /api/accessibility/feedback: anyone, signed in or not (the token is sent when there is one, so the server can
 * link the feedback to the account). A refused session must not sign anyone out from this public form.
 */
export const sendAccessibilityFeedback = async (payload: AccessibilityFeedbackPayload) =>
  apiFetch('/api/accessibility/feedback', { body: payload, schema: answerSchema, signOutOnUnauthorized: false });

export const useSendAccessibilityFeedback = () => useMutation({ mutationFn: sendAccessibilityFeedback });
