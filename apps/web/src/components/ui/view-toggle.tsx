import { useLingui } from '@lingui/react/macro';
import { Icon } from './icon.tsx';
import './controls.css';

export type ListView = 'list' | 'block';

/** The list/block layout switch of job lists (spec 01 §2). */
export function ViewToggle({ value, onChange }: { value: ListView; onChange: (view: ListView) => void }) {
  const { t } = useLingui();
  return (
    <div className="segmented" role="group" aria-label={t`Visningsläge`}>
      <button type="button" className="segmented-button" aria-pressed={value === 'list'} onClick={() => onChange('list')}>
        <Icon name="list" size={20} />
        <span className="visually-hidden">{t`Lista`}</span>
      </button>
      <button type="button" className="segmented-button" aria-pressed={value === 'block'} onClick={() => onChange('block')}>
        <Icon name="grid" size={20} />
        <span className="visually-hidden">{t`Block`}</span>
      </button>
    </div>
  );
}
