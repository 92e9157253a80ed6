import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DefaultDescriptionEditor } from '../../../components/default-description-editor.tsx';

/**
 * The default description card (spec 02 §2 "Principal settings"): the text every new job's additional information starts
 * with. Named for what it does, apart from the SOS defaults below it (both were "standard text for urgent jobs").
 */
export function DefaultDescriptionCard({ email, saved }: { email: string; saved: string }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Standardbeskrivning för nya vikariat`}</h2>
      <DefaultDescriptionEditor email={email} saved={saved} refreshKey={['principal-settings']} hideLabel />
    </section>
  );
}
