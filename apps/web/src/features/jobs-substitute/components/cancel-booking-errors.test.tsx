import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OUTBOX_REJECTIONS, outboxPayloadSchemas } from '@vikariat/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import type { OutboxDocType } from '../../../db/index.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, MINE, profile, renderWithList } from '../../../../test/substitute-screens.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import type { SubstituteJob } from '../api/substitute-job.ts';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

/**
 * Issue 22 item 4 on the substitute's cancellation: every error of its payload is shown before it is queued (the reason
 * under its field, the job reference in the dialog's message — before, any first issue landed under the reason), and
 * every verdict the server can give the queued action comes back as a dialog that says what failed.
 */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  setViewportWidth(375);
  setToken(tokenFor({ typeOfUser: 'user' }));
  stubFetch(() => ({ status: 200, body: {} }));
  localDb.reset({
    jobs: [doc(MINE, { startDate: dayFromNow(3), endDate: dayFromNow(3), applied: true, applicationId: 'a1', chosen: 'me', phone: '0401234567' })],
    profile: profile(['091']),
  });
});

describe("every error of the substitute's cancellation is shown", () => {
  it('each payload field: the reason under its field, the job in the message, the first one focused', async () => {
    const fields = Object.keys(outboxPayloadSchemas.cancelBooking.shape);
    expect(fields.sort()).toEqual(['jobId', 'reason']);
    const onCancel = vi.fn();
    const job = {
      uniqueId: 'not-a-job',
      startDate: dayFromNow(3),
      endDate: dayFromNow(3),
      startTime: '08:00',
      endTime: '15:30',
      school: { name: 'Solbackaskolan' },
    } as unknown as SubstituteJob;
    renderWithProviders(<CancelBookingDialog open job={job} onClose={() => undefined} onCancelBooking={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: 'Avboka vikariatet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avboka vikariatet' }));
    const reason = within(dialog).getByLabelText(/^Orsak/);
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    const reasonError = document.getElementById(
      reason
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')) ?? '',
    );
    expect(reasonError?.textContent).toBe('Ange en orsak till avbokningen.');
    expect(within(dialog).getByRole('alert').textContent).not.toBe('');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each(Object.values(OUTBOX_REJECTIONS).filter((code) => !['need_confirm_apply', 'cant_apply', 'booked'].includes(code)))(
    'the verdict %s comes back as a refused cancellation with its message',
    async (code) => {
      const message = `Serverns besked: ${code}`;
      const rejected: OutboxDocType = {
        id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a98',
        ownerId: 'me',
        deviceId: 'device',
        type: 'cancelBooking',
        payload: { jobId: MINE, reason: 'Sjuk' },
        createdAt: '2030-01-01T00:00:00.000Z',
        status: 'rejected',
        code,
        message,
        data: null,
        result: null,
        appliedAt: null,
      };
      localDb.update(() => ({ outbox: [rejected] }));
      renderWithList('/jobs/all');
      const dialog = await screen.findByRole('alertdialog', { name: 'Avbokningen kunde inte göras' }, { timeout: 5000 });
      expect(within(dialog).getByText(message)).toBeTruthy();
    },
  );
});
