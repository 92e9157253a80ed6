import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Principal registration (spec 01 §2: first name, last name, school, phone, e-mail, password, confirmation). */
export interface RegisterPrincipalPayload {
  firstName: string;
  lastName: string;
  school: string;
  /** Official code of the school's municipality. */
  municipality: string;
  phone: string;
  email: string;
  password: string;
  password2: string;
  sitelang: 1 | 2;
}

/** POST /api/principals/register. The account then waits for an admin's approval. */
const registerPrincipal = (payload: RegisterPrincipalPayload): Promise<unknown> =>
  apiFetch('/api/principals/register', { method: 'POST', body: payload, signOutOnUnauthorized: false });

export const useRegisterPrincipalMutation = () => useMutation({ mutationFn: registerPrincipal });
