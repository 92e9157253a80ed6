import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './constants.ts';

/** Signs in through the API (for setting up data a test is not about) and returns the token and its claims. */
export async function apiSignIn(request: APIRequestContext, email: string) {
  const res = await request.post('/api/shared/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    school: { id: string; name: string } | null;
    siteLang: number;
  };
  return { token, claims };
}

export interface ApiJob {
  startDate: string;
  startTime: string;
  endTime: string;
  additionalInfo: string;
  school: string;
}

/** Posts a job as a school user through POST /api/teachers/addtemp; returns its id. */
export async function apiPostJob(request: APIRequestContext, token: string, job: ApiJob): Promise<string> {
  const res = await request.post('/api/teachers/addtemp', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...job, typeOfTemp: 1 },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

/** A day of next month as the API wants it (yyyy-MM-dd) and as the app shows it (dd.MM.yyyy). */
export function dayOfNextMonth(day: number): { iso: string; shown: string } {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + 1, day);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return { iso: `${d.getFullYear()}-${mm}-${dd}`, shown: `${dd}.${mm}.${d.getFullYear()}` };
}
