import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render-ui.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { enqueueAction, wipeLocalData } from '../../../db/index.ts';
import { SyncIndicator } from './sync-indicator.tsx';

afterEach(async () => {
  await wipeLocalData();
});

describe('SyncIndicator', () => {
  it('shows nothing when signed out', () => {
    const { container } = renderUi(<SyncIndicator />);
    expect(container.innerHTML).toBe('');
  });

  it('says the server does not answer when the device is online, and lists the queued action in the sheet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('server down'))),
    );
    localStorage.setItem('token', tokenFor());
    renderUi(<SyncIndicator />);
    await enqueueAction('hide', { jobId: '0190c000-0000-7000-8000-00000000000c' });
    await waitFor(() => screen.getByText('Servern svarar inte'), { timeout: 15_000 });
    await waitFor(() => screen.getByText('1 i kö'));
    fireEvent.click(screen.getByRole('button', { name: /Servern svarar inte/ }));
    expect((await screen.findByText('Dolt vikariat')).textContent).toBe('Dolt vikariat');
    expect(screen.getByText('Väntar på anslutning').textContent).toBe('Väntar på anslutning');
  });

  it('says offline when the device has no network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem('token', tokenFor());
    renderUi(<SyncIndicator />);
    await waitFor(() => screen.getByText('Offline'), { timeout: 15_000 });
    // the first sync cannot run: no progress bar standing still
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows opening a job as a queued action: a view is none of the person’s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    localStorage.setItem('token', tokenFor());
    renderUi(<SyncIndicator />);
    await enqueueAction('view', { jobId: '0190c000-0000-7000-8000-00000000000d' });
    await waitFor(() => screen.getByText('Offline'), { timeout: 15_000 });
    expect(screen.queryByText(/i kö/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Offline/ }));
    await screen.findByText('Inga åtgärder i kö.');
  });
});
