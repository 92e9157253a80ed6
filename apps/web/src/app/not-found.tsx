import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import './error-screen.css';

/** Shown for paths no screen handles (yet). */
export function NotFound() {
  return (
    <section className="not-found">
      <h1>
        <Trans>Sidan hittades inte</Trans>
      </h1>
      <p>
        <Trans>Sidan du söker finns inte eller har flyttats.</Trans>
      </p>
      <Link to="/" className="button button-primary">
        <Trans>Till startsidan</Trans>
      </Link>
    </section>
  );
}
