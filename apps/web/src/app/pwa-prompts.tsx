import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { subscribeDialogs, topDialogSlot } from '../components/ui/dialog-layer.ts';
import { showToast } from '../components/ui/toast-store.ts';

const IOS_HINT_MS = 10_000;
/** Closed by the user: never again on this device. Only timed out: again after a week at the earliest. */
const IOS_HINT_KEY = 'pwa.ios-install-hint';
const IOS_HINT_AGAIN_MS = 7 * 24 * 60 * 60 * 1000;
/** Once per page load. */
let iosHintShown = false;

interface HintMemory {
  dismissed?: boolean;
  shownAt?: number;
}

const readHintMemory = (): HintMemory => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(IOS_HINT_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { dismissed, shownAt } = parsed as Record<string, unknown>;
    return { ...(dismissed === true ? { dismissed } : {}), ...(typeof shownAt === 'number' ? { shownAt } : {}) };
  } catch {
    return {};
  }
};
const rememberHint = (memory: HintMemory): void => {
  try {
    localStorage.setItem(IOS_HINT_KEY, JSON.stringify({ ...readHintMemory(), ...memory }));
  } catch {
    // private mode without storage: the hint may come back, nothing breaks
  }
};
const hintDue = (now: number): boolean => {
  const memory = readHintMemory();
  if (memory.dismissed === true) return false;
  return memory.shownAt === undefined || now - memory.shownAt >= IOS_HINT_AGAIN_MS;
};

const isIosSafariInBrowser = (): boolean => {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches || ('standalone' in navigator && (navigator as Navigator & { standalone?: boolean }).standalone === true);
  const otherBrowser = /CriOS|FxiOS|EdgiOS/.test(ua);
  return ios && !standalone && !otherBrowser;
};

/**
 * Service worker registration (bundled: the CSP forbids inline scripts). When a new version waits, an info toast
 * asks the user to close and reopen the app (spec 01 §2); on iOS Safari outside the installed app a 10 s hint
 * explains how to add it to the home screen. The hint waits while a dialog is open (it must not cover its
 * buttons), and a dismissal is remembered on the device.
 */
export function PwaPrompts() {
  const { t } = useLingui();
  const {
    needRefresh: [needRefresh],
  } = useRegisterSW();

  useEffect(() => {
    if (needRefresh) {
      showToast(t`En ny version av appen finns. Stäng och öppna appen igen.`, { variant: 'info', persistent: true });
    }
  }, [needRefresh, t]);

  useEffect(() => {
    if (iosHintShown || !isIosSafariInBrowser() || !hintDue(Date.now())) return;
    const show = (): boolean => {
      if (iosHintShown) return true;
      if (topDialogSlot() !== null) return false;
      iosHintShown = true;
      rememberHint({ shownAt: Date.now() });
      showToast(t`Installera appen: tryck på Dela och välj Lägg till på hemskärmen.`, {
        variant: 'info',
        durationMs: IOS_HINT_MS,
        hint: true,
        onClose: () => rememberHint({ dismissed: true }),
      });
      return true;
    };
    if (show()) return;
    const unsubscribe = subscribeDialogs(() => {
      if (show()) unsubscribe();
    });
    return unsubscribe;
  }, [t]);

  return null;
}
