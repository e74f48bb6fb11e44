import { useEffect, useRef } from 'react';
import { languageLabel } from '../../../lib/languages.ts';

const BASE = `
:host { all: initial; display: block; font-family: system-ui, sans-serif; }
.lipi-switcher { display: inline-flex; flex-direction: column; gap: 6px; padding: 8px; background: #fff; border: 1px solid #dcdae6; border-radius: 10px; box-shadow: 0 8px 24px -12px rgba(0,0,0,.3); color: #1c1b2e; }
.lipi-switcher-button { font: inherit; padding: 6px 12px; border-radius: 8px; border: 1px solid #cbc5f7; background: #f6f5fb; color: #1c1b2e; text-align: left; }
.lipi-switcher-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
.lipi-switcher-option { padding: 6px 12px; border-radius: 6px; font-size: 14px; }
.lipi-switcher-option.is-active { font-weight: 600; background: #efedff; }
`;

/**
 * A static copy of the snippet's switcher in a shadow root, styled by the CSS being edited: the
 * customer's CSS applies to the preview only and can never restyle (or break) the dashboard.
 */
export function LanguageSwitcherPreview({ css, languages }: { css: string; languages: string[] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const base = document.createElement('style');
    base.textContent = BASE;
    const custom = document.createElement('style');
    custom.textContent = css;
    const switcher = document.createElement('div');
    switcher.className = 'lipi-switcher';
    // A picture of the switcher: nothing in it is focusable or announced as a control.
    const button = document.createElement('div');
    button.className = 'lipi-switcher-button';
    button.textContent = 'Language';
    const list = document.createElement('ul');
    list.className = 'lipi-switcher-list';
    ['en', ...languages.slice(0, 5)].forEach((code, i) => {
      const option = document.createElement('li');
      option.className = i === 1 ? 'lipi-switcher-option is-active' : 'lipi-switcher-option';
      option.textContent = code === 'en' ? 'English' : languageLabel(code);
      list.append(option);
    });
    switcher.append(button, list);
    root.replaceChildren(base, custom, switcher);
  }, [css, languages]);
  return <div ref={hostRef} className="popup-preview" role="region" aria-label="Language switcher preview" />;
}
