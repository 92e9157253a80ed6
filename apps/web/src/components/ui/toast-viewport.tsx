import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Icon, type IconName } from './icon.tsx';
import { dismissToast, getToasts, subscribeToasts, type ToastVariant } from './toast-store.ts';
import './toast.css';

const ICONS: Record<ToastVariant, IconName> = { info: 'info', success: 'check', warning: 'warning', error: 'warning' };

/** Renders the toasts; errors are announced assertively, the rest politely. Mounted once by the shell. */
export function ToastViewport() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div className="toast-viewport">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.variant}`}
          role={item.variant === 'error' ? 'alert' : 'status'}
        >
          <Icon name={ICONS[item.variant]} />
          <p className="toast-message">{item.message}</p>
          {item.action ? (
            <button type="button" className="toast-action" onClick={item.action.onAction}>
              {item.action.label}
            </button>
          ) : null}
          <button type="button" className="toast-close" onClick={() => dismissToast(item.id)}>
            <Icon name="close" size={18} />
            <span className="visually-hidden">{t`Stäng`}</span>
          </button>
        </div>
      ))}
    </div>
  );
}
