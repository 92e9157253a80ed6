import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

const entry = (patch: Record<string, unknown>) => ({
  id: '0190a5b2-7c3d-7e4f-8a9b-0000000000a1',
  jobId: '0190a5b2-7c3d-7e4f-8a9b-0000000000b1',
  schoolName: 'Solbackaskolan',
  substituteName: 'Vera Vikström',
  substituteEmail: 'vera@x.fi',
  by: 'substitute',
  reason: 'Sjukt barn',
  late: true,
  jobStart: '2030-03-05 08:00',
  cancelledAt: '2030-03-04T05:30:00.000Z',
  lateCount: 2,
  ...patch,
});

describe('/admin/cancellations', () => {
  it('lists cancellations with the late ones marked and the person’s late count; filters by late', async () => {
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: 'admin@vikariat.fi' }));
    const calls = stubFetch((call) =>
      call.url.startsWith('/api/admin/cancellations')
        ? {
            status: 200,
            body: { cancellations: [entry({}), entry({ id: '0190a5b2-7c3d-7e4f-8a9b-0000000000a2', by: 'school', reason: '', late: false, lateCount: 0 })] },
          }
        : { status: 200, body: {} },
    );
    renderApp('/admin/cancellations');
    await screen.findByText('Sen avbokning');
    expect(screen.getByText('Orsak: Sjukt barn')).toBeTruthy();
    expect(screen.getByText('Vikarien har 2 sena avbokningar totalt')).toBeTruthy();
    expect(screen.getByText('Vikariatet togs bort av skolan.')).toBeTruthy();
    // when, in Finland's time and without "klo" (issue 22 item 10)
    expect(screen.getAllByText('04.03.2030 07:30')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Visa'), { target: { value: 'true' } });
    await waitFor(() => expect(calls.some((c) => c.url.includes('late=true'))).toBe(true));
  });
});
