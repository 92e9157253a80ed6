// What the shell mounts: the app-bar sync indicator (it opens the pending-actions sheet itself).
export { SyncIndicator } from './components/sync-indicator.tsx';
