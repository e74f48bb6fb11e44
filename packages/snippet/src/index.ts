import { createLipi, type Lipi } from './snippet.ts';

/*
 * The customer's tag: <script src="{PUBLIC_URL}/snippet.js" data-project-id="…" defer></script>.
 * The API base is where the script came from. `window.lipi` lets a site build its own switcher.
 */
declare global {
  interface Window {
    lipi?: Lipi;
  }
}

const script = (document.currentScript ?? document.querySelector('script[data-project-id][src*="snippet.js"]')) as HTMLScriptElement | null;
const projectId = script?.getAttribute('data-project-id');
// A page served by the translating proxy is translated already (server-side): nothing to do here.
const isProxied = document.documentElement.hasAttribute('data-lipi-rendered');
if (script && projectId && !window.lipi && !isProxied) {
  const base = new URL(script.src, location.href).href.replace(/\/snippet\.js([?#].*)?$/, '');
  window.lipi = createLipi({ base, projectId, win: window });
  window.lipi.ready.catch((err: unknown) => console.warn('Lipi:', err));
}
