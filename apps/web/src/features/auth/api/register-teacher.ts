import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The teacher registration payload of spec 01 §3; `code` is the school code the school came from. */
export interface RegisterTeacherPayload {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
  school: string;
  code: string;
  password: string;
  password2: string;
  sitelang: 1 | 2;
}

/** POST /api/teachers/register → success. */
const registerTeacher = (payload: RegisterTeacherPayload): Promise<unknown> =>
  apiFetch('/api/teachers/register', { method: 'POST', body: payload, signOutOnUnauthorized: false });

export const useRegisterTeacherMutation = () => useMutation({ mutationFn: registerTeacher });
