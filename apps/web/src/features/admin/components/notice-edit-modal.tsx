import { useLingui } from '@lingui/react/macro';
import type { NoticePayload } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSaveNotice, type AdminNotice } from '../api/notices.ts';
import { NoticeFields } from './notice-fields.tsx';

/** Correct a published notice (a typo, the dates); the change reaches every device on its next pull. */
export function NoticeEditModal({ notice, onClose }: { notice: AdminNotice; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveNotice();
  const [values, setValues] = useState<NoticePayload>({
    fromAdminType: notice.fromAdminType,
    additionalInfo: notice.additionalInfo,
    // a notice from before had one text: the admin writes its Finnish one now (decision 039)
    additionalInfoFi: notice.additionalInfoFi ?? '',
    startDate: notice.startDate,
    endDate: notice.endDate,
  });
  const fields = isApiError(save.error) ? save.error.fields : {};

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    save.mutate(
      { id: notice.id, notice: values },
      {
        onSuccess: () => {
          toast.success(t`Meddelandet har sparats`);
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || Object.keys(error.fields).length === 0) toast.error(error.message || t`Något gick fel`);
        },
      },
    );
  };

  return (
    <Modal open title={t`Redigera meddelande`} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <NoticeFields values={values} onChange={setValues} fields={fields} allowUpdate={notice.fromAdminType === 'Update'} />
        <div className="row admin-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t`Avbryt`}
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t`Spara`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
