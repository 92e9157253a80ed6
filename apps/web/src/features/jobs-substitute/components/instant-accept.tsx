import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import { useDeviceOnline } from '../../../lib/connection.ts';
import { useAcceptJob } from '../api/accept-job.ts';
import '../../../components/ui/form-field.css';
import './instant-accept.css';

interface InstantAcceptProps {
  jobId: string;
  /** why accepting is refused before the tap (an identity mismatch, a full overlap): the id of the note that says so */
  blockedBy?: string | undefined;
}

/**
 * Accept on an instant SOS job (decision 035): one tap books the first eligible substitute. Online only: offline the
 * button says so instead of queueing, since a queued accept would arrive after someone else's.
 */
export function InstantAccept({ jobId, blockedBy }: InstantAcceptProps) {
  const { t } = useLingui();
  const online = useDeviceOnline();
  const accept = useAcceptJob();
  const [refusal, setRefusal] = useState<string | null>(null);
  // someone else was first: nothing is left to accept, so the button goes and only the message stays
  const [taken, setTaken] = useState(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // on a phone the answer lands under the bottom bar: bring it into view
  useEffect(() => {
    if (refusal !== null) alertRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [refusal]);

  const onAccept = async () => {
    setRefusal(null);
    try {
      await accept.mutateAsync(jobId);
      toast.success(t`Du är bokad. Skolans telefon syns nu här.`);
    } catch (e) {
      // the server's answer is in the reader's language ("already taken", the 2-hour rule, the police record, ...)
      if (isOfflineError(e)) setRefusal(t`Du är offline. Du kan tacka ja när du har en förbindelse.`);
      else setRefusal(isApiError(e) ? e.message : t`Något gick fel, försök igen.`);
      if (isApiError(e) && e.code === 'already_taken') setTaken(true);
    }
  };

  return (
    <div className="sub-instant">
      {taken ? null : <p className="sub-instant-note">{t`Första behöriga som tackar ja får vikariatet direkt.`}</p>}
      {taken ? null : (
        <button
          type="button"
          className="button button-danger"
          data-testid="instant-accept"
          disabled={!online || accept.isPending || blockedBy !== undefined}
          aria-describedby={blockedBy}
          onClick={() => void onAccept()}
        >
          {online ? t`Tacka ja` : t`Tacka ja (kräver förbindelse)`}
        </button>
      )}
      {refusal ? (
        <p ref={alertRef} className="form-error" role="alert" data-testid="instant-refusal">
          {refusal}
        </p>
      ) : null}
    </div>
  );
}
