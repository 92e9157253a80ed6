/** vite-plugin-pwa's virtual module exists only in the build: tests get a worker that never has an update. */
export function useRegisterSW() {
  return { needRefresh: [false, () => undefined] as const, offlineReady: [false, () => undefined] as const, updateServiceWorker: () => Promise.resolve() };
}
