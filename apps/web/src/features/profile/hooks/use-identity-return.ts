import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store.ts';
import { replaceToken } from '../../../lib/session.ts';
import { renewToken } from '../api/update-token.ts';

/**
 * The return from identity verification lands on /profile?status=success|error&message=... (spec 01 §4): success →
 * success toast, renewed token (identityVerified), clean query; error → 'Verification failed: {message}'.
 */
export function useIdentityReturn(): void {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const status = params.get('status');
  const message = params.get('message') ?? '';

  useEffect(() => {
    if (handled.current || (status !== 'success' && status !== 'error')) return;
    handled.current = true;
    if (status === 'success') {
      toast.success(t`Din identitet är verifierad.`);
      renewToken().then(
        ({ token }) => replaceToken(token),
        () => undefined,
      );
    } else {
      toast.error(t`Verification failed: ${message}`);
    }
    setParams({}, { replace: true });
  }, [status, message, setParams, t]);
}
