import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { setTokenAfterSignOut } from '../../../lib/session.ts';
import { useSsoFinishMutation, useSsoOrganisations, useSsoStartMutation } from '../api/sso.ts';

const EMAIL = /^[^\s@]+@([a-z0-9.-]+\.[a-z]{2,})$/i;
/** The domain of a complete e-mail address, once the person has stopped typing for a moment. */
function useTypedDomain(email: string): string | null {
  const [domain, setDomain] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDomain(EMAIL.exec(email.trim())?.[1]?.toLowerCase() ?? null), 400);
    return () => clearTimeout(timer);
  }, [email]);
  return domain;
}

/**
 * "Logga in med <organisation>" (issue 25, decision 032): offered when the typed e-mail's domain belongs to an
 * organisation with its own sign-in. The button sends the browser to the organisation's provider.
 */
export function SsoSignIn({ email }: { email: string }) {
  const { t } = useLingui();
  const organisations = useSsoOrganisations(useTypedDomain(email));
  const start = useSsoStartMutation();
  const [error, setError] = useState<string | null>(null);
  const list = organisations.data ?? [];
  if (list.length === 0) return null;
  const go = (id: string) => {
    setError(null);
    start.mutate(id, {
      onSuccess: (url) => window.location.assign(url),
      onError: (e) => setError(isApiError(e) ? e.message : t`Organisationens inloggning är inte tillgänglig just nu.`),
    });
  };
  return (
    <div className="login-sso">
      {list.map((o) => (
        <button key={o.id} type="button" className="button button-secondary login-submit" onClick={() => go(o.id)} disabled={start.isPending}>
          {start.isPending && start.variables === o.id ? <Spinner size="small" label={t`Loggar in…`} /> : null}
          <Trans>Logga in med {o.name}</Trans>
        </button>
      ))}
      {error ? (
        <p className="login-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The provider sends the browser back to /login?sso=<ticket> (or ssoError / ssoNotice with a message in the person's
 * language): the ticket is traded for a session once, and the query is cleaned so a reload does not repeat it.
 */
export function useSsoReturn(): { message: string | null; error: boolean; pending: boolean } {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const finish = useSsoFinishMutation();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<{ message: string | null; error: boolean }>(() => ({
    message: params.get('ssoError') ?? params.get('ssoNotice'),
    error: params.get('ssoError') !== null,
  }));
  useEffect(() => {
    const ticket = params.get('sso');
    if (started.current || (ticket === null && !params.has('ssoError') && !params.has('ssoNotice'))) return;
    started.current = true;
    setParams({}, { replace: true });
    if (ticket === null) return;
    finish.mutate(ticket, {
      onSuccess: (token) => {
        void setTokenAfterSignOut(token).then(() => navigate('/jobs/overview', { replace: true }));
      },
      onError: (e) => setOutcome({ message: isApiError(e) ? e.message : String(e), error: true }),
    });
  }, [finish, navigate, params, setParams]);
  return { ...outcome, pending: finish.isPending };
}
