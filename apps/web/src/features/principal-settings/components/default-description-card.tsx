import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DefaultDescriptionEditor } from '../../../components/default-description-editor.tsx';

/** The default description card for urgent jobs (spec 02 §2 "Principal settings"). */
export function DefaultDescriptionCard({ email, saved }: { email: string; saved: string }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Standardbeskrivning för brådskande vikariat`}</h2>
      <DefaultDescriptionEditor email={email} saved={saved} refreshKey={['principal-settings']} hideLabel />
    </section>
  );
}
