import { useMutation } from '@tanstack/react-query';
import type { StoredMunicipality } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** The substitute registration payload of spec 01 §3 (field names as the spec spells them). */
export interface RegisterUserPayload {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
  /** Native language. */
  language: string;
  status: string;
  otherTxt: string;
  regions: StoredMunicipality[];
  languages: { name: string; name_fi: string }[];
  qualis: { name_swe: string; name_fi: string }[];
  comingqualifications: { name_swe: string; name_fi: string }[];
  studyYear: string;
  mainsubject: string;
  education: string;
  examYear: string;
  password: string;
  password2: string;
  birthDate: string;
  sitelang: 1 | 2;
  terms: boolean;
}

/** POST /api/users/register-user (answer not shown in the spec; field errors come as {code, message, fields}). */
const registerUser = (payload: RegisterUserPayload): Promise<unknown> =>
  apiFetch('/api/users/register-user', { method: 'POST', body: payload, signOutOnUnauthorized: false });

export const useRegisterUserMutation = () => useMutation({ mutationFn: registerUser });
