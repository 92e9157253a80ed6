/**
 * Toasts live in a tiny module store so any code (a mutation's onError, the PWA prompt) can show one without
 * a React context. Auto-close after 5 s (spec 01 §9) unless the toast is persistent or given its own duration.
 */
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
  /** Stays until closed (e.g. the wrong-e-mail toast of spec 01 §8). */
  persistent: boolean;
  /** Optional action button (e.g. "Reload"). */
  action?: { label: string; onAction: () => void };
  /** A hint about the page (the iOS install hint): hidden while a dialog is open, it belongs to no dialog. */
  hint?: boolean;
  /** Called when the user closes the toast (not when it times out), e.g. to remember the dismissal. */
  onClose?: () => void;
}

interface ShowToastOptions {
  variant?: ToastVariant;
  persistent?: boolean;
  durationMs?: number;
  action?: Toast['action'];
  hint?: boolean;
  onClose?: () => void;
}

export const TOAST_DURATION_MS = 5000;

type Listener = () => void;
let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = (): void => listeners.forEach((l) => l());

export const subscribeToasts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToasts = (): readonly Toast[] => toasts;

/** The id of the last toast shown (0 before any): a dialog opening now shows only toasts after it. */
export const lastToastId = (): number => nextId - 1;

/**
 * A dialog opens: the passing news of an earlier step ("Ingen ändring", "Ok, ingen aspirant vald ännu.") is over —
 * shown again once it closes it would stand beside the new step's outcome and contradict it. Persistent toasts and
 * page hints stay (they wait until the dialog closes).
 */
export function dismissPassingToasts(): void {
  for (const item of toasts) if (!item.persistent && item.hint !== true) dismissToast(item.id);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, options: ShowToastOptions = {}): number {
  const id = nextId++;
  const toast: Toast = { id, message, variant: options.variant ?? 'info', persistent: options.persistent ?? false };
  if (options.action) toast.action = options.action;
  if (options.hint) toast.hint = true;
  if (options.onClose) toast.onClose = options.onClose;
  toasts = [...toasts, toast];
  if (!toast.persistent)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_DURATION_MS),
    );
  emit();
  return id;
}

/** The user closed the toast: its onClose runs, then it goes. */
export function closeToast(id: number): void {
  toasts.find((t) => t.id === id)?.onClose?.();
  dismissToast(id);
}

/** Convenience: toast.success('Sparat'), toast.error(message, { persistent: true }). */
export const toast = {
  info: (message: string, options?: Omit<ShowToastOptions, 'variant'>) => showToast(message, { ...options, variant: 'info' }),
  success: (message: string, options?: Omit<ShowToastOptions, 'variant'>) => showToast(message, { ...options, variant: 'success' }),
  warning: (message: string, options?: Omit<ShowToastOptions, 'variant'>) => showToast(message, { ...options, variant: 'warning' }),
  error: (message: string, options?: Omit<ShowToastOptions, 'variant'>) => showToast(message, { ...options, variant: 'error' }),
  dismiss: dismissToast,
};
