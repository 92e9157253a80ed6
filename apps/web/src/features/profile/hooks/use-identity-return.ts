import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store.ts';
import { renewAccessToken } from '../../../lib/token-renewal.ts';

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
      // the renewed token carries identityVerified; offline it renews on reconnect (decision 021)
      renewAccessToken().catch(() => undefined);
    } else {
      toast.error(t`Verification failed: ${message}`);
    }
    setParams({}, { replace: true });
  }, [status, message, setParams, t]);
}
