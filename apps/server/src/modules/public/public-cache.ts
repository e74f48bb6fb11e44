import { forgetPublicSite } from './public-site.ts';
import { forgetPageTranslations } from './public-translations.service.ts';
import { forgetRenderedPages } from '../render/render-cache.ts';

/**
 * Drops what the public API keeps in memory for a project (its settings and page replies), or for
 * every project. Call it after a change visitors should see at once: the delivery cache clear, a
 * settings or popup CSS change, an edited or accepted translation. Without it, changes show within
 * 10 s (settings) and 5 s (translations).
 */
export function clearPublicCaches(projectId?: string) {
  forgetPublicSite(projectId);
  forgetPageTranslations(projectId);
  // The proxy's pages in memory: a local edit shows on the next visit, not after the recheck delay.
  forgetRenderedPages(projectId);
}
