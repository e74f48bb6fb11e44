import { describe, expect, it } from 'vitest';
import { snippetTag } from './snippet-tag.ts';
import { cssAsStyleText, switcherDocument } from './switcher-document.ts';
import { verificationSteps } from './verification.ts';

describe('snippet tag', () => {
  it('is the one line with the project id, deferred, without a doubled slash', () => {
    expect(snippetTag('https://lipi.example/', 'p1')).toBe('<script src="https://lipi.example/snippet.js" data-project-id="p1" defer></script>');
  });
});

describe('switcher preview document', () => {
  it('keeps a </style> in the CSS from closing the style element', () => {
    const doc = switcherDocument('a{color:red}</style><script>alert(1)</script>', [{ code: 'en', label: 'English' }], 'en');
    const parsed = new DOMParser().parseFromString(doc, 'text/html');
    expect(parsed.querySelectorAll('script')).toHaveLength(0);
    expect(parsed.getElementById('lipi-popup-css')?.textContent).toBe('a{color:red}<\\/style><script>alert(1)</script>');
    expect(cssAsStyleText('x</STYLE>')).toBe('x<\\/STYLE>');
  });

  it('marks the active language, escapes labels and applies font sizes', () => {
    const doc = switcherDocument(
      '',
      [
        { code: 'en', label: 'English' },
        { code: 'hi', label: 'Hindi <b>', fontSize: '18px' },
      ],
      'hi',
    );
    expect(doc).toContain('<li role="option" lang="hi" aria-selected="true" style="font-size:18px">Hindi &#60;b&#62;</li>');
    expect(doc).toContain('<li role="option" lang="en" aria-selected="false">English</li>');
  });
});

describe('verification steps', () => {
  it('marks passed levels, the first failure with its reason, and the rest as waiting', () => {
    const steps = verificationSteps({
      hostname: 'a.example',
      url: 'https://a.example/',
      verificationLevel: 1,
      checks: [
        { level: 1, passed: true, reason: 'Script tag found' },
        { level: 2, passed: false, reason: 'The tag has project id p2' },
      ],
    });
    expect(steps.map((s) => s.status)).toEqual(['finish', 'error', 'wait']);
    expect(steps[1]!.description).toBe('The tag has project id p2');
  });
});
