import { useLingui } from '@lingui/react/macro';
import { formatPhone, phoneHref } from '@vikariat/domain';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';

export interface ChosenPerson {
  name: string;
  email: string;
  phone: string | null;
}

/** After choosing: congratulations, then the contact dialog (call, e-mail) on request. */
export function ChosenDialogs({ person, onClose }: { person: ChosenPerson | null; onClose: () => void }) {
  const { t } = useLingui();
  const [contact, setContact] = useState(false);
  const close = () => {
    setContact(false);
    onClose();
  };
  if (!person) return null;
  if (contact) {
    return (
      <Modal
        open
        title={t`Kontakta ${person.name}`}
        onClose={close}
        size="small"
        footer={<button type="button" className="button button-secondary" onClick={close}>{t`Stäng`}</button>}
      >
        <ul className="contact-list">
          {person.phone ? (
            <li>
              <a className="button button-primary" href={phoneHref(person.phone)}>
                {t`Ring ${formatPhone(person.phone)}`}
              </a>
            </li>
          ) : null}
          <li>
            <a className="button button-secondary" href={`mailto:${person.email}`}>
              {t`E-post ${person.email}`}
            </a>
          </li>
        </ul>
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t`Grattis!`}
      onClose={close}
      size="small"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={close}>
            {t`Stäng`}
          </button>
          <button type="button" className="button button-primary" onClick={() => setContact(true)}>
            {t`Kontakta vikarien`}
          </button>
        </>
      }
    >
      <p>{t`Du har valt ${person.name} till vikariatet. Vikarien får ett meddelande om valet.`}</p>
    </Modal>
  );
}
