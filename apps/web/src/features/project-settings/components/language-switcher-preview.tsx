import { SWITCHER_BASE_CSS, SWITCHER_CLASSES, SWITCHER_ID } from '@lipi/contract/switcher';
import { useEffect, useRef } from 'react';
import { languageLabel } from '../../../lib/languages.ts';

/** The snippet's own base CSS, with the widget placed in the preview instead of the page corner and its menu shown open. */
const PREVIEW_CSS = `:host { all: initial; display: block; font-family: system-ui, sans-serif; }
${SWITCHER_BASE_CSS}
#${SWITCHER_ID} { position: relative; bottom: auto; right: auto; display: inline-block; padding-top: 8px; }
.${SWITCHER_CLASSES.menu} { position: static; margin-bottom: 8px; }
`;

/**
 * A static copy of the snippet's switcher (same id, classes and attributes) in a shadow root,
 * styled by the CSS being edited: the customer's CSS applies to the preview only and can never
 * restyle (or break) the dashboard.
 */
export function LanguageSwitcherPreview({ css, languages }: { css: string; languages: string[] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const base = document.createElement('style');
    base.textContent = PREVIEW_CSS;
    const custom = document.createElement('style');
    custom.textContent = css;
    const codes = ['en', ...languages.slice(0, 5)];
    const make = (tag: string, className: string, text?: string) => Object.assign(document.createElement(tag), { className, textContent: text ?? '' });
    // A picture of the switcher: nothing in it is focusable or announced as a control.
    const list = document.createElement('ul');
    codes.forEach((code, i) => {
      const option = make('li', SWITCHER_CLASSES.option, code === 'en' ? 'English' : languageLabel(code));
      option.setAttribute('aria-selected', String(i === 1));
      list.append(option);
    });
    const menu = make('div', SWITCHER_CLASSES.menu);
    menu.append(list, make('div', SWITCHER_CLASSES.action, 'Suggest a better translation'), make('div', SWITCHER_CLASSES.action, 'Give feedback'));
    const switcher = make('div', '');
    switcher.id = SWITCHER_ID;
    switcher.append(menu, make('div', SWITCHER_CLASSES.button, codes[1] ? languageLabel(codes[1]) : 'English'));
    root.replaceChildren(base, custom, switcher);
  }, [css, languages]);
  return <div ref={hostRef} className="popup-preview" role="region" aria-label="Language switcher preview" />;
}
