import { useLingui } from '@lingui/react/macro';
import { useNavigate, Link } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { signOut } from '../../../lib/session.ts';
import { useDeleteAccount } from '../../../lib/account-api.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';

/** The account: name and e-mail read-only, a change-password link, delete account with a confirm (spec 02 §2). */
export function AccountPanel() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const name = session ? `${session.firstName} ${session.lastName}` : '';

  const onDelete = async (): Promise<void> => {
    const ok = await confirm({
      title: t`Vill du radera ditt konto?`,
      message: t`Ditt konto och dina uppgifter raderas. Det går inte att ångra.`,
      confirmLabel: t`Radera kontot`,
      danger: true,
    });
    if (!ok) {
      toast.info(t`Ingen ändring!`);
      return;
    }
    remove.mutate(session?.email ?? '', {
      onSuccess: () => {
        void signOut({ erase: true }).then(() => navigate('/login'));
      },
      onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
    });
  };

  return (
    <section className="card stack" aria-labelledby="settings-account-title">
      <h2 id="settings-account-title">{t`Konto`}</h2>
      <dl className="settings-facts">
        <dt>{t`Namn`}</dt>
        <dd>{name}</dd>
        <dt>{t`E-post`}</dt>
        <dd>{session?.email}</dd>
      </dl>
      <div className="row">
        <Link className="button button-secondary" to="/resetpassword">
          {t`Byt lösenord`}
        </Link>
        <button type="button" className="button button-danger" disabled={remove.isPending} onClick={() => void onDelete()}>
          {t`Radera kontot`}
        </button>
      </div>
    </section>
  );
}
