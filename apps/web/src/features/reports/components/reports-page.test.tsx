import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const bucket = { posted: 8, filled: 6, shareFilled: 0.75, medianHoursToFill: 5.5, applicantsPerJob: 2.5 };

describe('/reports', () => {
  it('shows the totals, the per-school table and offers the export when allowed', async () => {
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    const calls = stubFetch((call) => {
      if (call.url.startsWith('/api/reports/summary'))
        return {
          status: 200,
          body: { byMonth: [{ month: '2026-10', ...bucket }], bySchool: [{ schoolId: SCHOOL.id, schoolName: SCHOOL.name, ...bucket }], total: bucket },
        };
      if (call.url === '/api/stats/export/allowed') return { status: 200, body: true };
      return { status: 200, body: {} };
    });
    renderApp('/reports');
    await screen.findByText('75 %', { selector: '.report-figure' });
    expect(screen.getByText('5,5 h', { selector: '.report-figure' })).toBeTruthy();
    const row = within(screen.getByRole('table')).getByRole('row', { name: /Vasa övningsskola/ });
    expect(row.textContent).toContain('2,5');
    expect((await screen.findByRole('link', { name: 'Exportera till Excel' })).getAttribute('href')).toBe('/export');
    expect(calls.find((c) => c.url.startsWith('/api/reports/summary'))?.url).toMatch(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  });

  it('sends a teacher away', async () => {
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'teacher', school: SCHOOL }));
    const calls = stubFetch(() => ({ status: 200, body: {} }));
    const { router } = renderApp('/reports');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/reports'));
    expect(calls.some((c) => c.url.startsWith('/api/reports/summary'))).toBe(false);
  });
});
