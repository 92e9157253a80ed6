import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface AuthFormFooterProps {
  /** The server's message for the whole form (field errors stand under their fields). */
  error: ReactNode;
  back: ReactNode;
  backTo?: string;
  submit: ReactNode;
  disabled: boolean;
}

/** The end of every account form: the form's error, a way back and the submit button. */
export function AuthFormFooter({ error, back, backTo = '/login', submit, disabled }: AuthFormFooterProps) {
  return (
    <>
      {error ? (
        <p className="auth-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="auth-actions">
        <Link to={backTo} className="button button-secondary">
          {back}
        </Link>
        <button type="submit" className="button button-primary" disabled={disabled}>
          {submit}
        </button>
      </div>
    </>
  );
}
