import { useMutation } from '@tanstack/react-query';
import type { SendInformationPayload } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/principals/send/information: e-mails the new teacher their login. */
const sendLoginInformation = async (payload: SendInformationPayload): Promise<void> => {
  await apiFetch('/api/principals/send/information', { body: payload });
};

export const useSendLoginInformation = () => useMutation({ mutationFn: sendLoginInformation });
