import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { requestPersistence } from '../../../db/index.ts';

/**
 * Whether the browser promised to keep this device's local copy (navigator.storage.persist, asked when the local
 * database opens): without the promise it may remove it when space runs low, and the app then says so at start.
 */
export function DeviceStorage() {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<boolean | undefined | 'asking'>('asking');
  useEffect(() => {
    let live = true;
    void requestPersistence().then((granted) => live && setAnswer(granted));
    return () => {
      live = false;
    };
  }, []);
  if (answer === 'asking') return null;
  const text =
    answer === true
      ? t`Webbläsaren har lovat att spara appens lokala kopia på den här enheten.`
      : answer === false
        ? t`Webbläsaren har inte lovat att spara appens lokala kopia: den kan tas bort om utrymmet tar slut. Det som redan skickats finns kvar på servern.`
        : t`Den här webbläsaren kan inte lova att spara appens lokala kopia.`;
  return (
    <p className="muted" data-testid="storage-persistence" data-persisted={String(answer)}>
      {text}
    </p>
  );
}
