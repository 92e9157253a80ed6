import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render-ui.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const HINT = /Installera appen/;

/** A cold start: fresh modules (the once-per-load flag and the stores), only localStorage survives. */
async function coldStart(withDialog = false) {
  vi.resetModules();
  const { PwaPrompts } = await import('./pwa-prompts.tsx');
  const { ToastViewport } = await import('../components/ui/toast-viewport.tsx');
  const { Modal } = await import('../components/ui/modal.tsx');
  const view = renderUi(
    <>
      {withDialog ? <ClosableDialog Modal={Modal} /> : null}
      <PwaPrompts />
      <ToastViewport />
    </>,
  );
  return view;
}

type ModalType = ComponentType<{ open: boolean; title: string; onClose: () => void; footer: ReactNode; children: ReactNode }>;

/** A dialog (as on a cold start straight into a confirmation) that its OK button closes. */
function ClosableDialog({ Modal }: { Modal: ModalType }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      title="Bekräfta"
      onClose={() => setOpen(false)}
      footer={
        <button type="button" onClick={() => setOpen(false)}>
          OK
        </button>
      }
    >
      <p>Text</p>
    </Modal>
  );
}

beforeEach(() => {
  setViewportWidth(390);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the iOS install hint', () => {
  it('is not shown again on the next cold start once the user closed it', async () => {
    const first = await coldStart();
    const hint = (await screen.findByText(HINT)).closest('.toast');
    fireEvent.click(within(hint as HTMLElement).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByText(HINT)).toBeNull();
    first.unmount();
    await coldStart();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('comes back after a week when it only timed out, not on the next morning', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-02T06:50:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const first = await coldStart();
    expect(screen.getByText(HINT)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText(HINT)).toBeNull();
    first.unmount();
    vi.setSystemTime(new Date('2026-11-03T06:50:00Z'));
    const second = await coldStart();
    expect(screen.queryByText(HINT)).toBeNull();
    second.unmount();
    vi.setSystemTime(new Date('2026-11-09T07:00:00Z'));
    await coldStart();
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('never covers an open dialog: it waits until the dialog is closed', async () => {
    await coldStart(true);
    const dialog = screen.getByRole('dialog', { name: 'Bekräfta' });
    expect(screen.queryByText(HINT)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await screen.findByText(HINT);
  });
});

describe('toasts and dialogs', () => {
  it('puts a toast shown while a dialog is open inside the dialog, after its content, not over its buttons', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
    await coldStart(true);
    const { toast } = await import('../components/ui/toast-store.ts');
    act(() => {
      toast.error('Sparandet misslyckades');
    });
    const dialog = screen.getByRole('dialog', { name: 'Bekräfta' });
    const message = within(dialog).getByText('Sparandet misslyckades');
    expect(message.closest('.toast-viewport')).toBeNull();
    expect(message.closest('.modal-toasts')).toBeTruthy();
  });

  it('keeps earlier toasts out of a dialog: passing news ends as it opens, persistent news comes back once it closes', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64)');
    vi.resetModules();
    const { ToastViewport } = await import('../components/ui/toast-viewport.tsx');
    const { Modal } = await import('../components/ui/modal.tsx');
    const { toast } = await import('../components/ui/toast-store.ts');
    function OpensLater() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Välj
          </button>
          {open ? <ClosableDialog Modal={Modal} /> : null}
        </>
      );
    }
    renderUi(
      <>
        <OpensLater />
        <ToastViewport />
      </>,
    );
    act(() => {
      toast.warning('Skolan har avbokat ett av dina vikariat.', { persistent: true });
      toast.info('Ok, ingen aspirant vald ännu.');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Välj' }));
    const dialog = screen.getByRole('dialog', { name: 'Bekräfta' });
    expect(screen.queryByText('Skolan har avbokat ett av dina vikariat.')).toBeNull();
    expect(screen.queryByText('Ok, ingen aspirant vald ännu.')).toBeNull();
    // what is said while it is open still goes into it
    act(() => {
      toast.error('Sparandet misslyckades');
    });
    expect(within(dialog).getByText('Sparandet misslyckades')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    // the persistent news comes back; the passing one is over, not shown beside what the dialog led to
    expect(screen.getByText('Skolan har avbokat ett av dina vikariat.').closest('.toast-viewport')).toBeTruthy();
    expect(screen.queryByText('Ok, ingen aspirant vald ännu.')).toBeNull();
  });
});
