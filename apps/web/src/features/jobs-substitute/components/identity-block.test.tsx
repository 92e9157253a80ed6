import { screen } from '@testing-library/react';
import type { ProfileDoc } from '../../../db/index.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

/** Strong identification (issue 25): a profile that differs from the verified identity holds "Anmäl dig", with the reason. */
const JOB = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a81';
const verifiedIdentity = { givenName: 'Vera Maria', familyName: 'Vikström', birthDate: '1990-01-01', verifiedAt: '2030-01-02T08:00:00.000Z' };
const me = (firstName: string) =>
  ({ id: 'me', firstName, lastName: 'Vikström', profile: { regions: ['091'], birthDate: '19900101' }, verifiedIdentity }) as unknown as ProfileDoc;

beforeEach(() => {
  setViewportWidth(390);
  setToken(tokenFor({ typeOfUser: 'user' }));
  stubFetch(() => ({ status: 200, body: {} }));
});

describe('applying with a verified identity (/specific/{jobid})', () => {
  it('holds the button and says why while the profile differs', async () => {
    localDb.reset({ jobs: [doc(JOB, { schoolName: 'Solbackaskolan' })], profile: me('Veera') });
    renderWithList(`/specific/${JOB}`);
    const apply = await screen.findByRole<HTMLButtonElement>('button', { name: 'Anmäl dig' });
    expect(apply.disabled).toBe(true);
    const reason = document.getElementById(apply.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/^Din profil stämmer inte med din verifierade identitet/);
  });

  it('lets a calling name among the verified given names apply', async () => {
    localDb.reset({ jobs: [doc(JOB, { schoolName: 'Solbackaskolan' })], profile: me('Maria') });
    renderWithList(`/specific/${JOB}`);
    const apply = await screen.findByRole<HTMLButtonElement>('button', { name: 'Anmäl dig' });
    expect(apply.disabled).toBe(false);
    expect(screen.queryByText(/verifierade identitet/)).toBeNull();
  });
});
