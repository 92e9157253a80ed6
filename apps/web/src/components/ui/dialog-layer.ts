/**
 * Which dialogs are open, each with the slot where toasts go while it is on top. A toast shown while a dialog is
 * open is rendered inside the dialog (beside its buttons), never over it; page hints wait until it closes.
 */
type Listener = () => void;
let slots: readonly HTMLElement[] = [];
const listeners = new Set<Listener>();

export function registerDialogSlot(slot: HTMLElement): () => void {
  slots = [...slots, slot];
  listeners.forEach((l) => l());
  return () => {
    slots = slots.filter((s) => s !== slot);
    listeners.forEach((l) => l());
  };
}

export const subscribeDialogs = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The toast slot of the top-most open dialog, or null when none is open. */
export const topDialogSlot = (): HTMLElement | null => slots[slots.length - 1] ?? null;
