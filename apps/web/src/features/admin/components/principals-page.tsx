import { useLingui } from '@lingui/react/macro';
import { formatDate, ROLES, type Role } from '@vikariat/domain';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { roleLabel } from '../../../lib/role-label.ts';
import { useAccountAction } from '../api/account-action.ts';
import { useAdminAccounts, type AdminAccount } from '../api/admin-accounts.ts';
import '../../../components/ui/page.css';
import './admin.css';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

function AccountTable({
  title,
  which,
  actionLabel,
  action,
  empty,
}: {
  title: string;
  which: 'pending' | 'locked';
  actionLabel: string;
  action: 'approve' | 'unlock';
  empty: string;
}) {
  const { t, i18n } = useLingui();
  const accounts = useAdminAccounts(which);
  const run = useAccountAction();
  const onAction = (account: AdminAccount): void => {
    run.mutate(
      { id: account.id, action },
      {
        onSuccess: () => toast.success(action === 'approve' ? t`${account.email} har godkänts` : t`${account.email} har låsts upp`),
        onError: (error) => toast.error(error.message || t`Något gick fel`),
      },
    );
  };
  const id = `admin-${which}-title`;
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {accounts.isPending ? <Spinner /> : null}
      {accounts.data?.length === 0 ? <p className="muted">{empty}</p> : null}
      {accounts.data && accounts.data.length > 0 ? (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t`Namn`}</th>
                <th scope="col">{t`E-post`}</th>
                <th scope="col">{t`Roll`}</th>
                <th scope="col">{t`Skola`}</th>
                <th scope="col">{t`Registrerad`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Åtgärder`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    {account.firstName} {account.lastName}
                  </th>
                  <td>{account.email}</td>
                  <td>{isRole(account.typeOfUser) ? i18n._(roleLabel(account.typeOfUser)) : account.typeOfUser}</td>
                  <td>{account.school ?? '–'}</td>
                  <td>{formatDate(account.createdAt)}</td>
                  <td>
                    <button type="button" className="button button-primary" disabled={run.isPending} onClick={() => onAction(account)}>
                      {actionLabel}
                      <span className="visually-hidden"> {account.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** /admin/principals: principals waiting for approval, and accounts locked for want of confirmation. */
export function PrincipalsPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Rektorer och konton`}</h1>
      </header>
      <AccountTable which="pending" action="approve" title={t`Rektorer som väntar på godkännande`} actionLabel={t`Godkänn`} empty={t`Inga rektorer väntar.`} />
      <AccountTable which="locked" action="unlock" title={t`Låsta konton`} actionLabel={t`Lås upp`} empty={t`Inga låsta konton.`} />
    </div>
  );
}
