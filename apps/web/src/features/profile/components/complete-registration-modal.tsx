import { Trans } from '@lingui/react/macro';
import type { TokenClaims } from '@vikariat/domain';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';

/** The profile is complete once edited or identity verified; until then the reminder and the warning mark stay. */
const needsProfileCompletion = (user: Pick<TokenClaims, 'typeOfUser' | 'hasEdited' | 'identityVerified'>): boolean =>
  user.typeOfUser === 'user' && !user.hasEdited && !user.identityVerified;

// Dismissed for this browser session only: it comes back on the next visit until the profile is complete.
const DISMISSED_KEY = 'vk-complete-registration-dismissed';
const wasDismissed = (): boolean => sessionStorage.getItem(DISMISSED_KEY) === '1';

interface CompleteRegistrationModalProps {
  user: TokenClaims;
  /** Opens the basic-info form (on /profile) or goes to /profile (elsewhere). */
  onComplete: () => void;
}

/** The reminder 'Slutför din registrering' (spec 01 §2, §4). */
export function CompleteRegistrationModal({ user, onComplete }: CompleteRegistrationModalProps) {
  const [open, setOpen] = useState(() => needsProfileCompletion(user) && !wasDismissed());
  const later = (): void => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      title={<Trans>Slutför din registrering</Trans>}
      onClose={later}
      size="small"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={later}>
            <Trans>Senare</Trans>
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              later();
              onComplete();
            }}
          >
            <Trans>Fyll i profilen</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>Fyll i din profil eller verifiera din identitet så att skolorna ser vem du är. Utan en ifylld profil kan du inte bli vald till vikariat.</Trans>
      </p>
    </Modal>
  );
}
