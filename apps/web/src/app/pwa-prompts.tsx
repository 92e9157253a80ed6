import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { showToast } from '../components/ui/toast-store.ts';

const IOS_HINT_MS = 10_000;
/** Once per page load. */
let iosHintShown = false;

const isIosSafariInBrowser = (): boolean => {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    ('standalone' in navigator && (navigator as Navigator & { standalone?: boolean }).standalone === true);
  const otherBrowser = /CriOS|FxiOS|EdgiOS/.test(ua);
  return ios && !standalone && !otherBrowser;
};

/**
 * Service worker registration (bundled: the CSP forbids inline scripts). When a new version waits, an info toast
 * asks the user to close and reopen the app (spec 01 §2); on iOS Safari outside the installed app a 10 s hint
 * explains how to add it to the home screen.
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
    if (iosHintShown || !isIosSafariInBrowser()) return;
    iosHintShown = true;
    showToast(t`Installera appen: tryck på Dela och välj Lägg till på hemskärmen.`, {
      variant: 'info',
      durationMs: IOS_HINT_MS,
    });
  }, [t]);

  return null;
}
