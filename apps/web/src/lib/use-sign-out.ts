import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirm } from '../components/ui/confirm-dialog.tsx';
import { pendingActionCount } from '../db/index.ts';
import { apiFetch } from './api-client.ts';
import { signOut, whileSigningOutByChoice } from './session.ts';

/** The unsent actions, or 0 when the local database does not answer in time: signing out must never hang on it. */
const pendingOrNone = (): Promise<number> => Promise.race([pendingActionCount().catch(() => 0), new Promise<number>((resolve) => setTimeout(() => resolve(0), 3_000))]);

/**
 * Best effort (offline it simply fails): the server ends the session, so the token is worth nothing if copied. A
 * session begun at an organisation's provider answers where that provider ends its own (issue 25).
 */
async function endServerSession(): Promise<string | null> {
  const answer = await apiFetch('/api/shared/logout', { method: 'POST', signOutOnUnauthorized: false }).catch(() => null);
  const url = typeof answer === 'object' && answer !== null && 'endSessionUrl' in answer ? answer.endSessionUrl : null;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

/**
 * "Logga ut" wherever it is offered: asks first when actions are not yet sent (they stay on the device and are sent
 * when the same user signs in again; everything else is removed from the device), ends the session on the server,
 * signs out and goes to the sign-in page.
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useLingui();
  const navigate = useNavigate();
  return useCallback(async () => {
    const pending = await pendingOrNone();
    if (pending > 0) {
      const ok = await confirm({
        title: plural(pending, {
          one: '# åtgärd har inte skickats än – vill du logga ut ändå?',
          other: '# åtgärder har inte skickats än – vill du logga ut ändå?',
        }),
        message: t`De skickas när du loggar in igen på den här enheten. Allt annat om dig raderas från enheten.`,
        confirmLabel: t`Logga ut ändå`,
        cancelLabel: t`Stanna kvar`,
      });
      if (!ok) return;
    }
    await whileSigningOutByChoice(async () => {
      const providerLogout = await endServerSession();
      await signOut();
      // the provider sends the browser back to /login when it has ended its session too
      if (providerLogout !== null) window.location.assign(providerLogout);
      else await navigate('/login', { replace: true });
    });
  }, [navigate, t]);
}
