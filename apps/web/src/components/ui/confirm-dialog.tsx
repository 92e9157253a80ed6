import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Modal } from './modal.tsx';

interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (delete account, remove job). */
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = (): void => listeners.forEach((l) => l());

/** Asks the user; resolves true on confirm, false on cancel/Esc. A newer question cancels an older one. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  pending?.resolve(false);
  return new Promise<boolean>((resolve) => {
    pending = { ...options, resolve };
    emit();
  });
}

const settle = (ok: boolean): void => {
  const current = pending;
  pending = null;
  emit();
  current?.resolve(ok);
};

/** Mounted once by the shell. */
export function ConfirmHost() {
  const { t } = useLingui();
  const current = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => pending,
  );
  if (!current) return null;
  return (
    <Modal
      open
      role="alertdialog"
      size="small"
      title={current.title}
      onClose={() => settle(false)}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => settle(false)}>
            {current.cancelLabel ?? t`Avbryt`}
          </button>
          <button type="button" className={`button ${current.danger ? 'button-danger' : 'button-primary'}`} onClick={() => settle(true)}>
            {current.confirmLabel ?? t`OK`}
          </button>
        </>
      }
    >
      {current.message ? <p>{current.message}</p> : null}
    </Modal>
  );
}
