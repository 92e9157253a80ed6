import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LegalLinks } from '../../../components/ui/legal-links.tsx';
import { useSession } from '../../../lib/use-session.ts';
import './legal.css';

/** The frame of the public legal pages: brand and a way back (to the app when signed in, else to sign-in). */
export function LegalFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <main className="legal-page">
      <div className="legal-card">
        <div className="legal-top">
          <span className="legal-brand">
            <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
            Vikariat
          </span>
          <Link to={session ? '/' : '/login'} className="button button-secondary">
            <Trans>Tillbaka</Trans>
          </Link>
        </div>
        {children}
        <LegalLinks />
      </div>
    </main>
  );
}
