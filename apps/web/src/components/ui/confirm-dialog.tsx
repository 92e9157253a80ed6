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

interface ChooseOptions<T extends string> {
  title: string;
  message?: string;
  /** one button each: a single tap answers (a phone's thumb, not a radio list and a confirm) */
  choices: readonly { value: T; label: string }[];
  cancelLabel?: string;
}

type Pending =
  (ConfirmOptions & { kind: 'confirm'; resolve: (ok: boolean) => void }) | (ChooseOptions<string> & { kind: 'choose'; resolve: (value: string | null) => void });

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = (): void => listeners.forEach((l) => l());

/** A newer question cancels an older one (its promise answers "no"). */
const cancelPending = (): void => {
  if (pending?.kind === 'confirm') pending.resolve(false);
  else pending?.resolve(null);
};

/** Asks the user; resolves true on confirm, false on cancel/Esc. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  cancelPending();
  return new Promise<boolean>((resolve) => {
    pending = { ...options, kind: 'confirm', resolve };
    emit();
  });
}

/** Asks the user to pick one of a few answers; resolves the value tapped, or null on cancel/Esc. */
export function choose<T extends string>(options: ChooseOptions<T>): Promise<T | null> {
  cancelPending();
  return new Promise<T | null>((resolve) => {
    pending = { ...options, kind: 'choose', resolve: resolve as (value: string | null) => void };
    emit();
  });
}

/** Closes the question with an answer: true/false for a confirm, the value (or null) for a choice. */
const settle = (answer: boolean | string | null): void => {
  const current = pending;
  pending = null;
  emit();
  if (current?.kind === 'confirm') current.resolve(answer === true);
  else current?.resolve(typeof answer === 'string' ? answer : null);
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
  const cancel = (
    <button type="button" className="button button-secondary" onClick={() => settle(false)}>
      {current.cancelLabel ?? t`Avbryt`}
    </button>
  );
  return (
    <Modal
      open
      role={current.kind === 'confirm' ? 'alertdialog' : 'dialog'}
      size="small"
      title={current.title}
      onClose={() => settle(false)}
      footer={
        current.kind === 'confirm' ? (
          <>
            {cancel}
            <button type="button" className={`button ${current.danger ? 'button-danger' : 'button-primary'}`} onClick={() => settle(true)}>
              {current.confirmLabel ?? t`OK`}
            </button>
          </>
        ) : (
          cancel
        )
      }
    >
      {current.message ? <p>{current.message}</p> : null}
      {current.kind === 'choose' ? (
        <div className="stack">
          {current.choices.map((c) => (
            <button key={c.value} type="button" className="button button-secondary" onClick={() => settle(c.value)}>
              {c.label}
            </button>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
