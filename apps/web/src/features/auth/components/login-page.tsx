import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';
import { APP_VERSION } from '../../../lib/version.ts';
import { TextField, FormError } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLoginFlow } from '../hooks/use-login-flow.ts';
import { isNewRegistrationState, NEW_REGISTRATION_MESSAGE_MS } from '../login-state.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SsoSignIn, useSsoReturn } from './sso-sign-in.tsx';
import './login-page.css';

/** Sign-in (spec 01 §2/§4): e-mail, password, language switch and the links to registration and recovery. */
export function LoginPage() {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  const { submit, errors, formError, formRef, pending } = useLoginFlow();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [showRegistered, setShowRegistered] = useState(() => isNewRegistrationState(location.state));
  const ssoReturn = useSsoReturn();

  useEffect(() => {
    if (!showRegistered) return;
    const timer = setTimeout(() => setShowRegistered(false), NEW_REGISTRATION_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [showRegistered]);

  if (session) return <Navigate to="/jobs/overview" replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(email, password);
  };

  return (
    <div className="login-page">
      <section className="login-hero" aria-hidden="true">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={72} height={72} />
        <p className="login-hero-title">Vikariat</p>
        <p className="login-hero-text">
          <Trans>Lediga vikariat för lärare, förskolor och skolor – på telefonen, även utan nätverk.</Trans>
        </p>
      </section>
      <main className="login-main">
        <div className="login-card">
          <div className="login-card-top">
            <span className="login-brand">
              <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={40} height={40} />
              Vikariat
            </span>
            <LanguageSwitch />
          </div>
          <h1 className="login-title">
            <Trans>Logga in</Trans>
          </h1>
          {showRegistered ? (
            <p className="login-info" role="status">
              <Trans>Vänligen kontrollera din e-post för att verifiera ditt konto.</Trans>
            </p>
          ) : null}
          {ssoReturn.pending ? <Spinner label={t`Loggar in…`} /> : null}
          {ssoReturn.message ? (
            <p className={ssoReturn.error ? 'login-error' : 'login-info'} role={ssoReturn.error ? 'alert' : 'status'}>
              {ssoReturn.message}
            </p>
          ) : null}
          <form ref={formRef} className="login-form" onSubmit={onSubmit} noValidate>
            <TextField
              label={t`E-post`}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
            />
            <TextField
              label={t`Lösenord`}
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <label className="login-show-password">
              <input type="checkbox" checked={showPassword} onChange={(e) => setShowPassword(e.target.checked)} />
              <Trans>Visa lösenord</Trans>
            </label>
            <FormError message={formError} className="login-error" />
            <button type="submit" className="button button-primary login-submit" disabled={pending}>
              {pending ? <Spinner size="small" label={t`Loggar in…`} /> : null}
              <Trans>Logga in</Trans>
            </button>
            <SsoSignIn email={email} />
          </form>
          <p className="login-forgot">
            <Link to="/resetpassword">
              <Trans>Glömt lösenordet?</Trans>
            </Link>
          </p>
          <div className="login-register">
            <h2 className="login-register-title">
              <Trans>Ny användare?</Trans>
            </h2>
            <Link to="/register/user" className="button button-secondary">
              <Trans>Registrera dig som vikarie</Trans>
            </Link>
            <Link to="/register/securitycode" className="button button-secondary">
              <Trans>Registrera dig som lärare</Trans>
            </Link>
            <Link to="/new-activation" className="login-small-link">
              <Trans>Skicka ny aktiveringslänk</Trans>
            </Link>
          </div>
          <p className="login-footer">
            <Link to="/gdpr">
              <Trans>Dataskydd</Trans>
            </Link>
            <span aria-hidden="true"> · </span>
            <Link to="/user-agreement">
              <Trans>Användarvillkor</Trans>
            </Link>
            <span aria-hidden="true"> · </span>
            <Link to="/accessibility">
              <Trans>Tillgänglighetsutlåtande</Trans>
            </Link>
            <span aria-hidden="true"> · </span>
            <span>{APP_VERSION}</span>
          </p>
        </div>
      </main>
    </div>
  );
}
