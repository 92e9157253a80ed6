import { useCallback, useEffect, useState } from 'react';
import { getPushKey } from '../api/get-push-key.ts';
import { sendSubscription } from '../api/push-subscription.ts';
import { sendUnsubscription } from '../api/push-unsubscription.ts';
import { vapidKeyBytes } from './vapid-key.ts';

type PushState = 'unsupported' | 'loading' | 'on' | 'off' | 'denied';

export class PushPermissionError extends Error {
  constructor() {
    super('push permission denied');
    this.name = 'PushPermissionError';
  }
}

const pushSupported = (): boolean => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The app's service worker registration (the PWA registers it at start); null when there is none. */
const registration = async (): Promise<ServiceWorkerRegistration | null> => (await navigator.serviceWorker.getRegistration('/app/')) ?? null;

/**
 * The push toggle: subscribes through the service worker's pushManager with the server's VAPID key and tells the
 * server; switching off unsubscribes on both sides.
 */
export function usePushSubscription() {
  const [state, setState] = useState<PushState>(pushSupported() ? 'loading' : 'unsupported');

  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    void (async () => {
      const reg = await registration();
      const sub = reg ? await reg.pushManager.getSubscription() : null;
      if (!current) return;
      if (Notification.permission === 'denied') setState('denied');
      else setState(sub ? 'on' : 'off');
    })();
    return () => {
      current = false;
    };
  }, []);

  const enable = useCallback(async (): Promise<void> => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState(permission === 'denied' ? 'denied' : 'off');
      throw new PushPermissionError();
    }
    const reg = await registration();
    if (!reg) throw new Error('no service worker');
    const key = await getPushKey();
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(key) });
    await sendSubscription(sub.toJSON());
    setState('on');
  }, []);

  const disable = useCallback(async (): Promise<void> => {
    const reg = await registration();
    const sub = reg ? await reg.pushManager.getSubscription() : null;
    if (sub) {
      await sendUnsubscription(sub.endpoint);
      await sub.unsubscribe();
    }
    setState('off');
  }, []);

  return { state, enable, disable };
}
