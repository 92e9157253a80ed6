import { useLingui } from '@lingui/react/macro';
import { useRouteError } from 'react-router-dom';
import './error-screen.css';

/** The fallback error screen of spec 01 §2, with a Reload button. */
export function ErrorScreen() {
  const { t } = useLingui();
  const error = useRouteError();
  // Kept in the console for support; the user sees the friendly text only.
  if (error) console.error(error);
  return (
    <main className="error-screen" role="alert">
      <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={64} height={64} />
      <h1>{t`Något oväntat hände, vänligen försök igen.`}</h1>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t`Ladda om`}
      </button>
    </main>
  );
}
