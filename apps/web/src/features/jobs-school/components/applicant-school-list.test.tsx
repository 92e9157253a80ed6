import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { applicantDoc, JOB, renderWithList, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

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

describe('the board’s applicant cards show the recorded view of the extract (decision 031)', () => {
  it('names the day, the school and how long it is valid; a view covering the job makes the person choosable; an old one is marked', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call: RecordedCall) => {
      syncDown(call);
      return { status: 200, body: { success: true } };
    });
    const noRecord = { policeRecord: { expirationDate: null } };
    await seedSchoolJobs([
      schoolJobDoc({
        startDate: '2099-03-05',
        endDate: '2099-03-05',
        applicants: [
          applicantDoc({
            email: 'vera@x.fi',
            firstName: 'Vera',
            lastName: 'Vikström',
            ...noRecord,
            extractSeen: { seenOn: '2099-01-10', validUntil: '2099-07-10', schoolName: 'Solbackaskolan' },
          }),
          applicantDoc({
            email: 'bo@x.fi',
            firstName: 'Bo',
            lastName: 'Ahl',
            ...noRecord,
            extractSeen: { seenOn: '2020-01-10', validUntil: '2020-07-10', schoolName: 'Esbo skola' },
          }),
        ],
      }),
    ]);
    renderWithList('/jobs/overview');
    const card = async (name: string) => (await screen.findAllByTestId('applicant-card')).find((c) => c.textContent?.includes(name)) as HTMLElement;
    expect(within(await card('Vera Vikström')).getByTestId('extract-seen-note').textContent).toBe(
      'Utdraget visades 10.01.2099 för Solbackaskolan, gäller till 10.07.2099.',
    );
    expect(within(await card('Vera Vikström')).queryByTestId('police-record-note')).toBeNull();
    expect(within(await card('Bo Ahl')).getByTestId('extract-seen-note').textContent).toBe('Utdraget visades 10.01.2020 för Esbo skola, gick ut 10.07.2020.');
    expect(within(await card('Bo Ahl')).getByTestId('police-record-note')).toBeTruthy();

    renderApp(`/manage/${JOB}`);
    const row = (name: string) => screen.getAllByTestId('manage-applicant').find((r) => r.textContent?.includes(name)) as HTMLElement;
    await screen.findAllByTestId('manage-applicant');
    expect(within(row('Vera Vikström')).getByRole<HTMLButtonElement>('button', { name: /^Välj/ }).disabled).toBe(false);
    expect(within(row('Bo Ahl')).getByRole<HTMLButtonElement>('button', { name: /^Välj/ }).disabled).toBe(true);
  });
});
