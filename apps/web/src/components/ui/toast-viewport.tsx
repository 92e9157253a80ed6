import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { subscribeDialogs, topDialog } from './dialog-layer.ts';
import { Icon, type IconName } from './icon.tsx';
import { closeToast, getToasts, subscribeToasts, type ToastVariant } from './toast-store.ts';
import './toast.css';

const ICONS: Record<ToastVariant, IconName> = { info: 'info', success: 'check', warning: 'warning', error: 'warning' };

/**
 * Renders the toasts; errors are announced assertively, the rest politely. Mounted once by the shell. While a
 * dialog is open the toasts go into the dialog (in its flow, beside its buttons, inside its focus trap and its
 * aria-modal scope) instead of floating over it; page hints and toasts older than the dialog wait until it closes.
 */
export function ToastViewport() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const dialog = useSyncExternalStore(subscribeDialogs, topDialog, topDialog);
  const dialogSlot = dialog?.slot ?? null;
  const inlineRef = useRef<HTMLDivElement>(null);
  // in a dialog: only what was said since it opened; a page hint or an earlier step's news waits until it closes
  const shown = dialog ? toasts.filter((item) => item.hint !== true && item.id > dialog.since) : toasts;
  const count = shown.length;

  useEffect(() => {
    // a long dialog may be scrolled away from its slot: bring a new message into view
    if (dialogSlot && count > 0) inlineRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [dialogSlot, count]);

  const items = shown.map((item) => (
    <div key={item.id} className={`toast toast-${item.variant}`} role={item.variant === 'error' ? 'alert' : 'status'}>
      <Icon name={ICONS[item.variant]} />
      <p className="toast-message">{item.message}</p>
      {item.action ? (
        <button type="button" className="toast-action" onClick={item.action.onAction}>
          {item.action.label}
        </button>
      ) : null}
      <button type="button" className="toast-close" onClick={() => closeToast(item.id)}>
        <Icon name="close" size={18} />
        <span className="visually-hidden">{t`Stäng`}</span>
      </button>
    </div>
  ));
  if (dialogSlot) {
    return createPortal(
      <div ref={inlineRef} className="toast-inline">
        {items}
      </div>,
      dialogSlot,
    );
  }
  return <div className="toast-viewport">{items}</div>;
}
