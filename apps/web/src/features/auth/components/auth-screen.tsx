import type { ReactNode } from 'react';
import { LegalLinks } from '../../../components/ui/legal-links.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import './auth-screen.css';

interface AuthScreenProps {
  title: ReactNode;
  children: ReactNode;
  /** Wide card for the long registration form on desktop (two columns). */
  wide?: boolean;
  intro?: ReactNode;
}

/** The frame of the public account screens: brand, language switch, a card with a heading. */
export function AuthScreen({ title, children, wide = false, intro }: AuthScreenProps) {
  return (
    <main className="auth-screen">
      <div className={`auth-card${wide ? ' auth-card-wide' : ''}`}>
        <div className="auth-card-top">
          <span className="auth-brand">
            <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={36} height={36} />
            Vikariat
          </span>
          <LanguageSwitch />
        </div>
        <h1 className="auth-title">{title}</h1>
        {intro ? <div className="auth-intro">{intro}</div> : null}
        {children}
        <LegalLinks />
      </div>
    </main>
  );
}
