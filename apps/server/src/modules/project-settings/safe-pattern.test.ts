import { describe, expect, it } from 'vitest';
import { checkIgnorePattern } from './safe-pattern.ts';
import { sanitisePopupCss } from './popup-css.ts';

describe('ignore pattern vetting', () => {
  it.each(['SKU-\\d+', '^Order #\\d{4,8}$', '[A-Z]{2}\\d+', '(?:Rs\\.?|INR)\\s?\\d+', '(foo)+', '(?<code>[a-z]+)-x', '[(+*]+', 'a{2}(b{1})+', '\\(x+\\)+'])(
    'accepts %s',
    (pattern) => expect(checkIgnorePattern(pattern)).toBeNull(),
  );

  it.each([
    ['(a+)+$', /too long to match/],
    ['(\\w*)*x', /too long to match/],
    ['(?:x+y?){2,}', /too long to match/],
    ['(a|aa)+', /too long to match/],
    ['((ab)+c)*', /too long to match/],
    ['(.*a){3,5}', /too long to match/],
    ['(a)\\1', /Back-references/],
    ['(?<n>a)\\k<n>', /Back-references/],
    ['(unclosed', /not a valid regular expression/],
    ['\\p{Nope}', /not a valid regular expression/],
    ['x'.repeat(201), /at most 200 characters/],
    ['', /Please enter a pattern/],
  ])('refuses %s', (pattern, why) => expect(checkIgnorePattern(pattern)).toMatch(why));
});

describe('popup CSS', () => {
  it('removes </style and @import, even when removing one would assemble another', () => {
    expect(sanitisePopupCss('.a{color:red}</style><script>x()</script>')).toBe('.a{color:red}><script>x()</script>');
    expect(sanitisePopupCss('@import url(https://evil.example/x.css);\n.b{top:0}')).toBe('\n.b{top:0}');
    expect(sanitisePopupCss('</sty</stylele>@im@importport "x";')).not.toMatch(/<\/style|@import/i);
    expect(sanitisePopupCss('@\\69mport "x"; .c{}')).toBe(' .c{}');
    expect(sanitisePopupCss('@media (max-width: 600px) { .d { left: 0 } }')).toBe('@media (max-width: 600px) { .d { left: 0 } }');
  });
});
