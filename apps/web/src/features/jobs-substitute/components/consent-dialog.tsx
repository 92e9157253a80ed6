import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import type { ClashReport } from '../hooks/clashes.ts';
import { ClashList } from './clash-notice.tsx';

interface ConsentDialogProps {
  open: boolean;
  /** A partial overlap with a chosen job: the substitute confirms they make it ('Jag hinner!'). */
  clash?: ClashReport;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Before applying: the consent of spec 02 §9; the confirm button works only once the box is ticked. */
export function ConsentDialog({ open, clash, onCancel, onConfirm }: ConsentDialogProps) {
  const { t } = useLingui();
  const [agreed, setAgreed] = useState(false);
  const partial = clash?.verdict === 'partial';
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
            {partial ? t`Jag hinner! Anmäl mig` : t`Anmäl mig`}
          </button>
        </>
      }
    >
      {clash?.verdict === 'partial' ? (
        <div className="sub-warning sub-warning-partial">
          <ClashList report={clash} linked={false} />
        </div>
      ) : null}
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
