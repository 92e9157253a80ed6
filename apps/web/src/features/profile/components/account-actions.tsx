import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale, Role, TokenClaims } from '@vikariat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { signOut } from '../../../lib/session.ts';
import { useChangeTypeMutation } from '../api/change-type.ts';
import { useDeleteAccount } from '../../../lib/account-api.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';

/** Role labels for the account type switch. */
function useRoleLabel() {
  const { t } = useLingui();
  return (role: Role): string =>
    ({ user: t`Vikarie`, teacher: t({ message: 'Lärare', context: 'role' }), principal: t`Rektor`, ledare: t`Ledare`, admin: t`Administratör` })[role];
}

/** Change password, switch account type (accounts holding several roles) and delete the account (substitutes). */
export function AccountActions({ user, locale }: { user: TokenClaims; locale: Locale }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const roleLabel = useRoleLabel();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const deletion = useDeleteAccount();
  const typeChange = useChangeTypeMutation();
  const otherRoles = user.roles.filter((r) => r !== user.typeOfUser);

  const onDelete = async (): Promise<void> => {
    const ok = await confirm({
      title: t`Radera kontot?`,
      message: t`Dina uppgifter, din bild och dina anmälningar raderas för gott. Det går inte att ångra.`,
      confirmLabel: t`Radera kontot`,
      danger: true,
    });
    if (!ok) {
      toast.info(t`Ingen ändring`);
      return;
    }
    deletion.mutate(user.email, {
      onSuccess: () => {
        toast.success(t`Kontot har raderats.`);
        void signOut({ erase: true }).then(() => navigate('/login', { replace: true }));
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : t`Något gick fel, vänligen kontrollera och försök igen.`),
    });
  };

  const onSwitch = (type: Role): void => {
    typeChange.mutate(
      { email: user.email, type },
      {
        onError: (error) => toast.error(isApiError(error) ? error.message : t`Något gick fel, vänligen kontrollera och försök igen.`),
      },
    );
  };

  return (
    <section className="profile-block profile-account" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title">
        <Trans>Konto</Trans>
      </h2>
      {otherRoles.length > 0 ? (
        <div className="profile-switch">
          <p>
            <Trans>Du är inloggad som {roleLabel(user.typeOfUser)}.</Trans>
          </p>
          {otherRoles.map((role) => (
            <button key={role} type="button" className="button button-secondary" onClick={() => onSwitch(role)} disabled={typeChange.isPending}>
              <Trans>Byt till {roleLabel(role)}</Trans>
            </button>
          ))}
        </div>
      ) : null}
      <div className="profile-account-buttons">
        <button type="button" className="button button-secondary" onClick={() => setPasswordOpen(true)}>
          <Trans>Byt lösenord</Trans>
        </button>
        {user.typeOfUser === 'user' ? (
          <button type="button" className="button button-danger" onClick={() => void onDelete()} disabled={deletion.isPending}>
            <Trans>Radera kontot</Trans>
          </button>
        ) : null}
      </div>
      <ChangePasswordModal open={passwordOpen} locale={locale} onClose={() => setPasswordOpen(false)} />
    </section>
  );
}
