import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';

/** Before applying: the consent of spec 02 §9; the confirm button works only once the box is ticked. */
export function ConsentDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const cancel = () => {
    setAgreed(false);
    onCancel();
  };
  return (
    <Modal
      open={open}
      title={t`Bekräfta din anmälan`}
      onClose={cancel}
      size="small"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={cancel}>
            {t`Avbryt`}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!agreed}
            onClick={() => {
              setAgreed(false);
              onConfirm();
            }}
          >
            {t`Anmäl mig`}
          </button>
        </>
      }
    >
      <p>
        {t`En bekräftad anmälan är bindande: om du blir vald förbinder du dig att ta emot vikariatet. Missbruk, upprepade sena återkallelser eller uteblivna arbetspass kan leda till att ditt konto stängs.`}
      </p>
      <label className="sub-consent-check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        {t`Jag förstår och godkänner villkoren`}
      </label>
    </Modal>
  );
}
