import { useLingui } from '@lingui/react/macro';
import { formatDate, jobDateLabel, noticeStateOn, todayInFinland, type NoticeState } from '@vikariat/domain';
import { useState } from 'react';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useNotices, useRemoveNotice, type AdminNotice } from '../api/notices.ts';
import { NoticeEditModal } from './notice-edit-modal.tsx';

/** The published notices, each with its days, state and text; edit or remove (after a confirm). */
export function NoticeList() {
  const { t } = useLingui();
  const notices = useNotices();
  const remove = useRemoveNotice();
  const [editing, setEditing] = useState<AdminNotice | null>(null);
  const today = todayInFinland();
  const stateText: Record<NoticeState, string> = { showing: t`Visas nu`, upcoming: t`Kommande`, ended: t`Har slutat visas` };

  const onRemove = async (notice: AdminNotice): Promise<void> => {
    const ok = await confirm({
      title: t`Ta bort meddelandet?`,
      message: t`Det försvinner ur alla vikariers flöde. Telefoner utan förbindelse just nu tar bort det när de synkroniserar nästa gång.`,
      confirmLabel: t`Ta bort`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(notice.id, {
      onSuccess: () => toast.success(t`Meddelandet har tagits bort`),
      onError: (error) => toast.error(error.message || t`Något gick fel`),
    });
  };

  return (
    <section className="stack" aria-labelledby="published-notices-title">
      <h2 id="published-notices-title">{t`Publicerade meddelanden`}</h2>
      {notices.isPending ? <Spinner /> : null}
      {notices.isError ? <p role="alert">{notices.error.message || t`Något gick fel`}</p> : null}
      {notices.data?.length === 0 ? <p className="muted">{t`Inga publicerade meddelanden.`}</p> : null}
      {notices.data && notices.data.length > 0 ? (
        <ul className="admin-notices">
          {notices.data.map((notice) => {
            const state = noticeStateOn(notice, today);
            return (
              <li key={notice.id} className="card admin-notice" data-testid="admin-notice">
                <div className="admin-notice-head">
                  <span className="admin-notice-type">{notice.fromAdminType === 'Update' ? t`Uppdatering` : t`Tips`}</span>
                  <span className={`admin-notice-state admin-notice-${state}`}>{stateText[state]}</span>
                  <span className="admin-notice-days">{jobDateLabel(notice)}</span>
                </div>
                <p className="admin-notice-text" lang="sv">
                  {notice.additionalInfo}
                </p>
                {notice.additionalInfoFi === null ? null : (
                  <p className="admin-notice-text" lang="fi">
                    {notice.additionalInfoFi}
                  </p>
                )}
                {notice.updatedAt.slice(0, 16) !== notice.createdAt.slice(0, 16) ? (
                  <p className="muted admin-notice-edited">{t`Ändrat ${formatDate(notice.updatedAt.slice(0, 10))}`}</p>
                ) : null}
                <div className="row admin-actions">
                  <button type="button" className="button button-secondary" onClick={() => setEditing(notice)}>
                    {t`Redigera`}
                    <span className="visually-hidden"> {jobDateLabel(notice)}</span>
                  </button>
                  <button type="button" className="button button-danger" onClick={() => void onRemove(notice)} disabled={remove.isPending}>
                    {t`Ta bort`}
                    <span className="visually-hidden"> {jobDateLabel(notice)}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {editing ? <NoticeEditModal notice={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
