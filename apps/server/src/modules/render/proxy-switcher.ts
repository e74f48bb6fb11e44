import { getLanguage, isLanguageCode } from '@lipi/contract';
import { SWITCHER_BASE_CSS, SWITCHER_CLASSES, SWITCHER_ID } from '@lipi/contract/switcher';
import { escapeHtml } from '@lipi/engine/extract';
import { sanitisePopupCss } from '../project-settings/popup-css.ts';

/*
 * The language switcher of a proxied page (docs/proxy.md). The snippet stays idle on proxied
 * pages (data-lipi-rendered), so this is the page's only switcher. It is plain links inside
 * <details>, so it works without JavaScript, and it carries the snippet widget's id and classes
 * so a customer's popup CSS styles both. Language names come from the contract; URLs and the
 * CSS are the only outside text and are escaped / sanitised.
 */

export type SwitcherLink = { code: string; href: string };

/** <details> has its own open state: the menu is shown while it is open, and the marker is hidden. */
const DETAILS_CSS =
  `#${SWITCHER_ID} details{display:block}#${SWITCHER_ID} summary{display:inline-block;list-style:none;cursor:pointer}` +
  `#${SWITCHER_ID} summary::-webkit-details-marker{display:none}` +
  `#${SWITCHER_ID} .${SWITCHER_CLASSES.option} a{color:inherit;text-decoration:none;display:block}` +
  `.${SWITCHER_CLASSES.option}[aria-current=page]{font-weight:600}`;

/** `links`: the source page first, then each target language; `current` is the page's language. */
export function switcherHtml(links: SwitcherLink[], current: string, popupCss: string): string {
  const nameOf = (code: string) => (isLanguageCode(code) ? getLanguage(code).nativeName : code);
  const items = links
    .map((l) => {
      const lang = isLanguageCode(l.code) ? getLanguage(l.code) : null;
      const isCurrent = l.code === current;
      return (
        `<li class="${SWITCHER_CLASSES.option}"${isCurrent ? ' aria-current="page"' : ''}>` +
        `<a href="${escapeHtml(l.href)}" lang="${escapeHtml(lang?.bcp47 ?? l.code)}" hreflang="${escapeHtml(lang?.bcp47 ?? l.code)}"` +
        ` dir="${lang?.direction ?? 'ltr'}"${isCurrent ? ' aria-current="page"' : ''} data-code="${escapeHtml(l.code)}">${escapeHtml(nameOf(l.code))}</a></li>`
      );
    })
    .join('');
  const css = (SWITCHER_BASE_CSS + DETAILS_CSS + sanitisePopupCss(popupCss)).replace(/<\//g, '<\\/');
  return (
    `<div id="${SWITCHER_ID}" translate="no" data-lipi-no-translate><style data-lipi>${css}</style>` +
    `<details><summary class="${SWITCHER_CLASSES.button}" aria-label="Choose a language">${escapeHtml(nameOf(current))}</summary>` +
    `<nav class="${SWITCHER_CLASSES.menu}" aria-label="Languages"><ul>${items}</ul></nav></details></div>`
  );
}

/** The project's source language (the origin page) first, then the domain's languages in their order. */
export function switcherLinks(sourceLang: string, languages: string[], sourceHref: string, proxyHref: (lang: string) => string): SwitcherLink[] {
  return [{ code: sourceLang, href: sourceHref }, ...languages.filter((l) => l !== sourceLang).map((l) => ({ code: l, href: proxyHref(l) }))];
}
