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

  it('goes offline when the server cannot be reached and lists the queued action in the sheet', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    localStorage.setItem('token', tokenFor());
    renderUi(<SyncIndicator />);
    await enqueueAction('hide', { jobId: '0190c000-0000-7000-8000-00000000000c' });
    await waitFor(() => screen.getByText('Offline'), { timeout: 15_000 });
    await waitFor(() => screen.getByText('1 i kö'));
    fireEvent.click(screen.getByRole('button', { name: /Offline/ }));
    expect((await screen.findByText('Dolt vikariat')).textContent).toBe('Dolt vikariat');
    expect(screen.getByText('Väntar på anslutning').textContent).toBe('Väntar på anslutning');
  });
});
