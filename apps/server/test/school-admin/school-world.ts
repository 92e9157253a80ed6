import { expect } from 'vitest';
import type { AppDeps } from '../../src/context.ts';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Two schools with a principal each, a leader over school A and a third school, a teacher, a substitute, an admin. */
export interface SchoolWorld {
  schoolA: string;
  schoolB: string;
  schoolC: string;
  adminSchool: string;
  principalA: TestAccount;
  principalB: TestAccount;
  leader: TestAccount;
  teacherA: TestAccount;
  substitute: TestAccount;
  admin: TestAccount;
}

export async function createSchoolWorld(deps: AppDeps): Promise<SchoolWorld> {
  const schoolA = await createSchool(deps, { name: 'Alfaskolan', municipality: '091', address: 'Skolvägen 1' });
  const schoolB = await createSchool(deps, { name: 'Betaskolan', municipality: '049' });
  const schoolC = await createSchool(deps, { name: 'Cederskolan', municipality: '091', preschool: true });
  const adminSchool = await createSchool(deps, { name: 'Admin', municipality: '091', isAdmin: true });
  return {
    schoolA,
    schoolB,
    schoolC,
    adminSchool,
    principalA: await createAccount(deps, { role: 'principal', schoolId: schoolA }),
    principalB: await createAccount(deps, { role: 'principal', schoolId: schoolB, siteLang: 1 }),
    leader: await createAccount(deps, { role: 'ledare', schoolId: schoolA, moreSchools: [schoolC] }),
    teacherA: await createAccount(deps, { role: 'teacher', schoolId: schoolA }),
    substitute: await createAccount(deps, { role: 'user', profile: { regions: ['091'] } }),
    admin: await createAccount(deps, { role: 'admin', schoolId: adminSchool }),
  };
}

/** No token → 401; each listed token (wrong roles) → 403; nothing else is checked here. */
export async function expectRoleGuard(t: TestApp, method: string, url: string, body: unknown, wrongRoleTokens: string[]): Promise<void> {
  const anonymous = await t.request(method, url, body === undefined ? {} : { body });
  expect(anonymous.status, `${method} ${url} without a token`).toBe(401);
  for (const token of wrongRoleTokens) {
    const res = await t.request(method, url, body === undefined ? { token } : { body, token });
    expect(res.status, `${method} ${url} with a wrong role`).toBe(403);
  }
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
