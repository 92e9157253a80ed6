import './switch.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name (visible label beside it). */
  label: string;
  disabled?: boolean;
}

/** An on/off toggle (role switch): the active flag of a teacher, the push and e-mail settings. */
export function Switch({ checked, onChange, label, disabled = false }: SwitchProps) {
  return (
    <label className="switch">
      <button type="button" role="switch" aria-checked={checked} className="switch-track" disabled={disabled} onClick={() => onChange(!checked)}>
        <span className="switch-thumb" aria-hidden="true" />
      </button>
      <span className="switch-label">{label}</span>
    </label>
  );
}
