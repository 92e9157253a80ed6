import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';

const event = (id: string, startDate: string, startTime: string, endTime: string, subjects: string[], chosenName: string | null) => ({
  id,
  schoolId: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a50',
  schoolName: 'Solbackaskolan',
  address: '',
  startDate,
  endDate: startDate,
  startTime,
  endTime,
  typeOfTemp: 1,
  otherTxt: '',
  subjects,
  grades: [],
  additionalInfo: '',
  sos: false,
  chosenName,
  chosen: chosenName !== null,
});

const renderCalendar = () => renderApp('/calendar', undefined, { viewportHeight: 800, itemHeight: 60 });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 2, 9, 0), toFake: ['Date'] });
  stubFetch((call) =>
    call.url.includes('/api/calendar/events')
      ? {
          status: 200,
          body: {
            events: [
              { ...event('j1', '2026-11-03', '08:00', '15:30', ['Matematik', 'Fysik'], 'Anna Lind'), reportTo: 'Kanslia, B-ovi', contact: 'Eeva Esimerkki 040 123 4567' },
              event('j2', '2026-11-03', '12:00', '14:00', [], null),
              event('j3', '2026-11-10', '09:15', '11:00', ['Svenska'], null),
            ],
          },
        }
      : { status: 200, body: {} },
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/calendar', () => {
  it('on a phone lists the month by day, with whole weekday names and whole jobs (Finnish)', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'principal', siteLang: 1 }));
    renderCalendar();
    await screen.findByRole('heading', { name: 'marraskuu 2026' });
    const tuesday = await screen.findByRole('heading', { name: 'tiistai 3.11.' });
    expect(tuesday).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'tiistai 10.11.' })).toBeTruthy();
    const first = screen.getByRole('button', { name: /08:00–15:30/ });
    // stored in Swedish by the poster, read in Finnish
    expect(within(first).getByText('Matematiikka, Fysiikka')).toBeTruthy();
    expect(within(first).getByText('Anna Lind')).toBeTruthy();
    expect(screen.getByRole('button', { name: /12:00–14:00/ }).textContent).toContain('Ei valittu');
    fireEvent.click(first);
    const details = await screen.findByRole('dialog', { name: 'Solbackaskolan' });
    // the day card's arrival and contact (issue 24)
    expect(within(details).getByText('Kanslia, B-ovi')).toBeTruthy();
    expect(within(details).getByText('Ilmoittaudu saapuessasi')).toBeTruthy();
    expect(within(details).getByText('Eeva Esimerkki 040 123 4567')).toBeTruthy();
  });

  it('moves by month on a phone, in Swedish', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    renderCalendar();
    await screen.findByRole('heading', { name: 'november 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Nästa' }));
    await screen.findByRole('heading', { name: 'december 2026' });
    await screen.findByText('Inga vikariat under den här perioden.');
  });

  it('keeps the month grid on a wide screen, headed by the standalone month name', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal', siteLang: 1 }));
    const { container } = renderCalendar();
    await screen.findByText('marraskuu 2026');
    expect(container.querySelector('.rbc-month-view')).toBeTruthy();
    expect(container.textContent).not.toContain('marraskuuta');
  });

  it('tells each reader whose jobs it shows: a teacher their own, a principal the school’s', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'teacher', siteLang: 1 }));
    const { unmount } = renderCalendar();
    await screen.findByText('Omat sijaisuutesi.');
    unmount();
    setToken(tokenFor({ typeOfUser: 'principal' }));
    renderCalendar();
    await screen.findByText('Skolans vikariat.');
  });
});
