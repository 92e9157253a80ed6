import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';

const JOB = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a60';

const profile = (expirationDate: string) => ({
  id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a70',
  email: 'vera@x.fi',
  firstName: 'Vera',
  lastName: 'Vikström',
  status: 'teacher',
  qualifications: [{ val: 1, name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' }],
  languages: ['Svenska', 'Finska'],
  experience: ['Vikarie i Solbackaskolan 2022'],
  policeRecord: { expirationDate },
  phone: '040 100 0001',
  age: 38,
  extrasubjects: ['Fysik', 'Kemi'],
  documents: [{ name: `${'b'.repeat(32)}cv.pdf`, title: 'CV Vera.pdf', size: 1200 }],
  lateCancellations: 2,
  schools: [{ schoolId: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a99', schoolName: 'Solbackaskolan', list: null, workedHere: 2, lastWorked: '2030-02-24' }],
  identityVerifiedOn: '2030-01-02',
});

function answer(call: RecordedCall, expirationDate: string, chosen: string | null) {
  if (call.url.endsWith('/api/shared/get/user')) return { status: 200, body: profile(expirationDate) };
  if (call.url.endsWith('/api/teachers/getspecific')) return { status: 200, body: { job: { uniqueId: JOB, chosen } } };
  if (call.url.includes('/api/principals/lists/')) {
    const preferred = call.url.endsWith('/preferred/add')
      ? [{ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', workedHere: 2, lastWorked: '2030-02-24' }]
      : [];
    return { status: 200, body: { schoolId: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a99', preferred, blocked: [] } };
  }
  return { status: 200, body: { success: true } };
}

describe('/profile/{email}', () => {
  it('shows what a school may see, the police record’s validity, the phone with +358 and the history there; adds to the preferred list', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call, '2099-01-31', null));
    renderApp('/profile/vera%40x.fi', { jobId: JOB });
    await screen.findByRole('heading', { name: 'Vera Vikström' });
    expect(screen.getByText('Lärare', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Klasslärare', { selector: 'dd' })).toBeTruthy();
    // the profile's extra subjects and documents (spec 01 §2), as far as the school may see the person
    expect(screen.getByText('Fysik, Kemi', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CV Vera.pdf' })).toBeTruthy();
    expect(screen.getByTestId('police-record').textContent).toBe('Giltigt till 31.01.2099');
    // strong identification: the day only (issue 25)
    expect(screen.getByTestId('identity').textContent).toBe('Verifierad 02.01.2030');
    // late cancellations are on the person's record for the school (issue 24)
    expect(screen.getByTestId('late-cancellations').textContent).toBe('2 avbokningar under 24 h före start');
    expect(screen.getByRole('link', { name: '+358401000001' }).getAttribute('href')).toBe('tel:+358401000001');
    await screen.findByRole('button', { name: 'Välj som vikarie' });

    // worked here before (issue 23), and the school's preferred list
    expect(screen.getByTestId('school-tie').textContent).toContain('Har arbetat här 2 gånger · senast 24.02.2030');
    fireEvent.click(screen.getByRole('button', { name: /Lägg till bland föredragna/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/principals/lists/preferred/add'))?.body).toEqual({
        email: 'vera@x.fi',
        schoolId: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a99',
      }),
    );
  });

  it('says when the police record has expired, and offers unchoosing to the chosen one', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call, '2020-01-31', 'vera@x.fi'));
    renderApp('/profile/vera%40x.fi', { jobId: JOB });
    await screen.findByText('Har gått ut 31.01.2020');
    await screen.findByRole('button', { name: 'Ta bort vald vikarie' });
  });

  it('offers no choice of a substitute whose police record has expired, and says why in the principal’s words', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call, '2020-01-31', null));
    renderApp('/profile/vera%40x.fi', { jobId: JOB });
    const choose = await screen.findByRole<HTMLButtonElement>('button', { name: 'Välj som vikarie' });
    expect(choose.disabled).toBe(true);
    expect(screen.getByText('Kan väljas när hen har ett giltigt utdrag ur straffregistret i sin profil, eller när ni har antecknat att utdraget visats.')).toBeTruthy();
  });
});
