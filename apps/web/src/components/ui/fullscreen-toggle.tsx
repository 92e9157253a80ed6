import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Icon } from './icon.tsx';
import './controls.css';

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const isFullscreen = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;

/** Enters/leaves fullscreen; renders nothing where the browser has no Fullscreen API (iOS Safari on iPhone). */
export function FullscreenToggle() {
  const { t } = useLingui();
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  if (typeof document.documentElement.requestFullscreen !== 'function') return null;
  const toggle = () => {
    const action = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refusal (no user gesture, policy) leaves the page as it is: nothing to report.
    action.catch(() => undefined);
  };
  return (
    <button type="button" className="icon-button" aria-pressed={active} onClick={toggle}>
      <Icon name={active ? 'shrink' : 'expand'} />
      <span className="visually-hidden">{t`Helskärm`}</span>
    </button>
  );
}
