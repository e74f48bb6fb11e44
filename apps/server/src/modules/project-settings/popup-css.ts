import { SETTINGS_LIMITS } from '@lipi/contract';
import { AppError } from '../../lib/errors.ts';

/**
 * The popup CSS ends up inside a <style> element on customers' pages: `</style` would let it
 * close the element and inject markup, and `@import` would load CSS from anywhere. Both are
 * removed (also at-rules spelled with CSS escapes, which could spell @import), repeatedly, so
 * removing one occurrence cannot assemble another.
 */
export function sanitisePopupCss(css: string): string {
  let current = css;
  for (;;) {
    const next = current
      .replace(/<\/style/gi, '')
      .replace(/@import[^;]*;?/gi, '')
      .replace(/@[\w-]*\\[^;{]*;?/g, '');
    if (next === current) return next;
    current = next;
  }
}

export function assertPopupCssSize(css: string) {
  if (Buffer.byteLength(css, 'utf8') > SETTINGS_LIMITS.popupCssBytes) throw new AppError('BAD_REQUEST', 'The CSS can be at most 20 KB');
}
