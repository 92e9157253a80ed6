import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import './legal-links.css';

/**
 * The footer links of every public screen: the privacy notice, the user agreement and the accessibility statement
 * (Act 306/2019 asks for the statement to be reachable from every page; signed-in users have it in settings).
 */
export function LegalLinks() {
  const { t } = useLingui();
  return (
    <p className="legal-links">
      <Link to="/gdpr">{t`Dataskydd`}</Link>
      <span aria-hidden="true"> · </span>
      <Link to="/user-agreement">{t`Användarvillkor`}</Link>
      <span aria-hidden="true"> · </span>
      <Link to="/accessibility">{t`Tillgänglighetsutlåtande`}</Link>
    </p>
  );
}
