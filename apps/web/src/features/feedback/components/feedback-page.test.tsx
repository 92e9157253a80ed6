import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';

const JOB = {
  jobId: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a60',
  side: 'substitute',
  schoolName: 'Solbackaskolan',
  about: 'Solbackaskolan',
  aboutEmail: null,
  startDate: '2030-03-01',
  endDate: '2030-03-01',
  openUntil: '2030-03-15T15:30',
  rating: null,
  comment: '',
  updatedAt: null,
};

function answer(call: RecordedCall, saveAnswer: { status: number; body: unknown }) {
  if (call.url.endsWith('/api/shared/feedback/jobs')) return { status: 200, body: { jobs: [JOB] } };
  if (call.url.endsWith('/api/shared/feedback/save')) return saveAnswer;
  return { status: 200, body: {} };
}

describe('/feedback', () => {
  it('a substitute rates the school 1–5 with a comment; the window’s end is shown', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'user' }));
    const saved = { status: 200, body: { success: true, job: { ...JOB, rating: 4, comment: 'Bra mottagande', updatedAt: '2030-03-04T08:00:00.000Z' } } };
    const calls = stubFetch((call) => answer(call, saved));
    renderApp('/feedback');
    await screen.findByRole('heading', { name: 'Skola: Solbackaskolan' });
    expect(screen.getByText('Kan ändras till 15.03.2030 15:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spara omdöme' }));
    expect(await screen.findByText('Välj ett betyg från 1 till 5.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/api/shared/feedback/save'))).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    fireEvent.change(screen.getByLabelText('Kommentar (valfri)'), { target: { value: 'Bra mottagande' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara omdöme' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/shared/feedback/save'))?.body).toEqual({ jobId: JOB.jobId, rating: 4, comment: 'Bra mottagande' }));
  });

  it('shows the server’s field errors under the fields, in Finnish for a Finnish user', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal', siteLang: 1 }));
    const refused = { status: 400, body: { code: 'validation', message: 'Virheelliset tiedot', fields: { comment: 'Enintään 2000 merkkiä.' } } };
    stubFetch((call) => answer(call, refused));
    renderApp('/feedback');
    fireEvent.click(await screen.findByRole('radio', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna palaute' }));
    expect(await screen.findByText('Enintään 2000 merkkiä.')).toBeTruthy();
  });
});
