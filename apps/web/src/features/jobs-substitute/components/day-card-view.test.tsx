import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_DAY_CARD } from '@vikariat/domain';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, MINE, OPEN, profile, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const CARD = {
  ...EMPTY_DAY_CARD,
  reportTo: 'Expeditionen, ingång B',
  contactName: 'Eva Ek',
  contactPhone: '040 123 4567',
  timetable: '08.15 Matematik\n09.15 Svenska',
  lunch: 'Matsalen 11.15',
};

beforeEach(() => {
  setViewportWidth(375);
  setToken(tokenFor({ typeOfUser: 'user' }));
  // the server is unreachable: the card is read from the device alone
  stubFetch(() => {
    throw new TypeError('Failed to fetch');
  });
  localDb.reset({
    jobs: [
      doc(MINE, { startDate: dayFromNow(1), endDate: dayFromNow(1), applied: true, applicationId: 'a1', chosen: 'me', phone: '0401234567', dayCard: CARD }),
      // a job someone else got: the projection sends no card, and a card here would still not be shown
      doc(OPEN, { applied: true, applicationId: 'a2', chosen: 'other', dayCard: CARD }),
    ],
    profile: profile(['091']),
  });
});

describe('the substitute’s day card (issue 24)', () => {
  it('shows the chosen substitute the card from the device: where to report, whom to call, the timetable', async () => {
    renderWithList(`/specific/${MINE}`);
    const section = (await screen.findByRole('heading', { name: 'Dagkort' })).closest('section') as HTMLElement;
    expect(within(section).getByText('Expeditionen, ingång B')).toBeTruthy();
    expect(within(section).getByText('Eva Ek')).toBeTruthy();
    expect(within(section).getByRole('link', { name: '+358401234567' }).getAttribute('href')).toBe('tel:+358401234567');
    expect(within(section).getByText(/08\.15 Matematik/)).toBeTruthy();
    // empty fields are left out
    expect(within(section).queryByText('Klassrum')).toBeNull();
  });

  it('shows no card on a job the reader was not chosen for', async () => {
    renderWithList(`/specific/${OPEN}`);
    expect(await screen.findByText('Någon annan blev vald')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dagkort' })).toBeNull();
    expect(screen.queryByText('Expeditionen, ingång B')).toBeNull();
  });
});
