import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { applicantDoc, JOB, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

afterEach(wipeSchoolDb);

describe('the applicant list marks the school’s lists (issue 23)', () => {
  it('a preferred applicant is marked; one the school blocked after they applied stays listed, marked', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call: RecordedCall) => {
      syncDown(call);
      return { status: 200, body: { success: true } };
    });
    await seedSchoolJobs([
      schoolJobDoc({
        applicants: [
          applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', schoolList: 'preferred' }),
          applicantDoc({ email: 'bo@x.fi', firstName: 'Bo', lastName: 'Ahl', schoolList: 'blocked' }),
          applicantDoc({ email: 'cia@x.fi', firstName: 'Cia', lastName: 'Berg' }),
        ],
      }),
    ]);
    renderApp(`/manage/${JOB}`);
    await screen.findAllByText('Bo Ahl');
    const row = (name: string) => screen.getAllByTestId('manage-applicant').find((r) => r.textContent?.includes(name)) as HTMLElement;
    expect(within(row('Vera Vikström')).getByText('Föredragen vikarie ★')).toBeTruthy();
    expect(within(row('Bo Ahl')).getByText('Spärrad av skolan (ansökte innan)')).toBeTruthy();
    expect(row('Cia Berg').querySelector('[data-school-list]')).toBeNull();
  });
});
