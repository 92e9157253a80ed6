import { Trans } from '@lingui/react/macro';

/** Cancel and save of an edit form; save stays disabled until a field has changed (spec 01 §4). */
export function FormActions({ dirty, pending, onCancel }: { dirty: boolean; pending: boolean; onCancel: () => void }) {
  return (
    <div className="profile-actions">
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
        <Trans>Avbryt</Trans>
      </button>
      <button type="submit" className="button button-primary" disabled={!dirty || pending}>
        <Trans>Spara</Trans>
      </button>
    </div>
  );
}
