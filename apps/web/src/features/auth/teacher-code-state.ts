/** Router state carried from /register/securitycode to /register/teacher: the checked code and its school. */
export interface TeacherCodeState {
  code: string;
  school: string;
}

export const isTeacherCodeState = (state: unknown): state is TeacherCodeState =>
  typeof state === 'object' &&
  state !== null &&
  'code' in state &&
  'school' in state &&
  typeof state.code === 'string' &&
  typeof state.school === 'string' &&
  state.code !== '' &&
  state.school !== '';

/** Teacher registration success: the modal, then /login after 3 s (spec 01 §4). */
export const TEACHER_REGISTERED_REDIRECT_MS = 3000;
