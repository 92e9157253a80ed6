import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { FeedCard } from './feed-card.tsx';

afterEach(cleanup);

describe('the calendar feed card', () => {
  it('offers no revoking while there is no address; once one is made it shows it and offers revoking', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'vera@x.fi' }));
    let active = false;
    stubFetch((call) => {
      if (call.url.endsWith('/api/calendar/feed-status')) return { status: 200, body: { active, createdAt: active ? '2026-11-02T07:00:00.000Z' : null } };
      if (call.url.endsWith('/api/calendar/feed') && call.method === 'POST') {
        active = true;
        return { status: 200, body: { url: 'https://vikariat.test/api/calendar/feed/abc.ics' } };
      }
      return { status: 200, body: {} };
    });
    renderWithProviders(<FeedCard />);
    const make = await screen.findByRole('button', { name: 'Skapa kalenderadress' });
    expect(screen.queryByRole('button', { name: 'Återkalla adressen' })).toBeNull();
    fireEvent.click(make);
    expect(await screen.findByDisplayValue('https://vikariat.test/api/calendar/feed/abc.ics')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Återkalla adressen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skapa en ny adress' })).toBeTruthy();
  });

  it('a live address made earlier (its URL not kept) is named with its date and can be revoked', async () => {
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'vera@x.fi' }));
    stubFetch((call) =>
      call.url.endsWith('/api/calendar/feed-status') ? { status: 200, body: { active: true, createdAt: '2026-11-02T07:00:00.000Z' } } : { status: 200, body: {} },
    );
    renderWithProviders(<FeedCard />);
    expect(await screen.findByText(/Du har en kalenderadress sedan 02\.11\.2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Återkalla adressen' })).toBeTruthy();
  });
});
