/** A full page load: used when the session changes shape (e.g. into the free app) and state must start clean. */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
