/**
 * Which dialogs are open, each with the slot where toasts go while it is on top. A toast shown while a dialog is
 * open is rendered inside the dialog (beside its buttons), never over it; page hints wait until it closes, and so do
 * toasts shown before it opened (news of an earlier step, not of this dialog).
 */
type Listener = () => void;
export interface OpenDialog {
  slot: HTMLElement;
  /** the last toast id when the dialog opened: only later toasts belong in it */
  since: number;
}
let open: readonly OpenDialog[] = [];
const listeners = new Set<Listener>();

export function registerDialogSlot(slot: HTMLElement, since = 0): () => void {
  const entry: OpenDialog = { slot, since };
  open = [...open, entry];
  listeners.forEach((l) => l());
  return () => {
    open = open.filter((d) => d !== entry);
    listeners.forEach((l) => l());
  };
}

export const subscribeDialogs = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The top-most open dialog, or null when none is open. */
export const topDialog = (): OpenDialog | null => open[open.length - 1] ?? null;

/** The toast slot of the top-most open dialog, or null when none is open. */
export const topDialogSlot = (): HTMLElement | null => topDialog()?.slot ?? null;
