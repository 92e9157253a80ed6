import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { confirmEmail } from '../api/confirm-email.ts';
import { AuthScreen } from './auth-screen.tsx';

/** Redirect after an e-mail confirmation (spec 01 §2, §9). */
export const CONFIRM_REDIRECT_MS = 5000;

/** /confirm/{id}: confirms the account, shows the server's msg, then goes to /login after 5 s. */
export function ConfirmPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Once per id, also under StrictMode's double effects: the link is single-use.
    if (started.current === id) return;
    started.current = id;
    confirmEmail(id).then(
      (answer) => setMessage(answer.msg),
      (error: unknown) => setMessage(isApiError(error) ? error.message : t`Något gick fel, vänligen kontrollera och försök igen.`),
    );
  }, [id, t]);

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), CONFIRM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [message, navigate]);

  return (
    <AuthScreen title={<Trans>Aktivering av konto</Trans>}>
      {message === null ? (
        <Spinner label={t`Aktiverar…`} />
      ) : (
        <>
          <p className="auth-note" role="status">
            {message}
          </p>
          <p className="auth-links">
            <Link to="/login">
              <Trans>Till inloggningen</Trans>
            </Link>
          </p>
        </>
      )}
    </AuthScreen>
  );
}

export { ConfirmPage as Component };
