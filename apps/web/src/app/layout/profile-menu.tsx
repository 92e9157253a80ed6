import { useLingui } from '@lingui/react/macro';
import type { TokenClaims } from '@vikariat/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { roleLabel } from '../../lib/role-label.ts';
import { useSwitchLanguage } from './use-switch-language.ts';
import { useLocale } from '../../lib/locale-context.tsx';
import './profile-menu.css';

interface ProfileMenuProps {
  user: TokenClaims;
  onSignOut: () => void;
}

/** First name, role label, verified badge and the substitute's warning mark; opens Profile / Log out. */
export function ProfileMenu({ user, onSignOut }: ProfileMenuProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const needsProfile = user.typeOfUser === 'user' && !user.hasEdited && !user.identityVerified;
  const { locale } = useLocale();
  const switchLanguage = useSwitchLanguage();
  const other = locale === 'sv' ? 'fi' : 'sv';

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={rootRef}>
      <button ref={buttonRef} type="button" className="profile-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        <span className="profile-avatar" aria-hidden="true">
          {user.firstName.slice(0, 1).toUpperCase()}
          {needsProfile ? <span className="profile-warning">!</span> : null}
        </span>
        <span className="profile-text">
          <span className="profile-name">
            {user.firstName}
            {user.identityVerified ? (
              <span className="profile-verified" title={t`Verifierad`}>
                <Icon name="verified" size={16} />
                <span className="visually-hidden">{t`Verifierad`}</span>
              </span>
            ) : null}
          </span>
          <span className="profile-role">{i18n._(roleLabel(user.typeOfUser))}</span>
        </span>
        {needsProfile ? <span className="visually-hidden">{t`Profilen är inte ifylld`}</span> : null}
        <Icon name="chevronDown" size={18} />
      </button>
      {open ? (
        <ul className="profile-dropdown" id={menuId}>
          <li>
            <Link to="/profile" className="profile-item" onClick={() => setOpen(false)}>
              <Icon name="user" size={20} />
              {t`Profil`}
              {needsProfile ? <span className="profile-item-warning">{t`Profilen är inte ifylld`}</span> : null}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="profile-item"
              lang={other}
              disabled={switchLanguage.isPending}
              onClick={() => switchLanguage.mutate(other, { onSettled: () => setOpen(false) })}
            >
              <Icon name="globe" size={20} />
              {/* each language names itself, so a reader finds their own */}
              {other === 'fi' ? 'Suomeksi' : 'På svenska'}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="profile-item"
              onClick={() => {
                // the sign-out may ask first: its dialog must not sit under an open menu
                setOpen(false);
                onSignOut();
              }}
            >
              <Icon name="logout" size={20} />
              {t`Logga ut`}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
