/**
 * Query parameters that only tell analytics where a visitor came from. Two URLs that differ only
 * in these show the same page, so the crawler must treat them as one (otherwise every campaign
 * link becomes a "new" page and word counts double).
 *
 * Deliberately NOT here: `ref`, `source`, `src`, `from`. They are tracking on many sites
 * (`?ref=producthunt`) but select content on others (`?ref=main` on code hosts, `?source=` on
 * search pages); merging two real pages loses content silently, while keeping a tracking duplicate
 * costs one extra fetch. Callers that know a site uses them can pass `extraTrackingParams`.
 */
const EXACT = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid', // Google Ads
  'fbclid',
  'igshid', // Meta
  'msclkid', // Microsoft Ads
  'twclid',
  'ttclid',
  'li_fat_id',
  'yclid',
  'rb_clickid',
  'epik', // other ad networks
  'mc_cid',
  'mc_eid', // Mailchimp
  '_ga',
  '_gl', // Google Analytics cross-domain linker
  '_hsenc',
  '_hsmi',
  '__hssc',
  '__hstc',
  '__hsfp',
  'hsctatracking', // HubSpot
  'mkt_tok', // Marketo
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'vero_conv',
  's_cid',
  'wickedid',
  'irclickid',
]);

/** Prefix families; `utm_*` covers utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id… */
const PREFIXES = ['utm_', 'pk_', 'mtm_'];

export const TRACKING_PARAMS: readonly string[] = [...EXACT, ...PREFIXES.map((p) => `${p}*`)];

/** `name` is the decoded parameter name; comparison is case-insensitive because `UTM_Source` is used in the wild. */
export function isTrackingParam(name: string, extra: readonly string[] = []): boolean {
  const key = name.toLowerCase();
  if (EXACT.has(key)) return true;
  if (PREFIXES.some((p) => key.startsWith(p))) return true;
  return extra.some((e) => e.toLowerCase() === key);
}
