export declare function normaliseText(input: string): string;
export declare function isNfcInertPunctuation(c: number): boolean;
/**
 * Folds runs of \t-\r, space and NBSP to one space and trims, for text with no other whitespace
 * (foldSimpleText's characters), copying it in slices cut only where whitespace is not already a
 * single space.
 */
export declare function foldSimpleWhitespace(input: string): string;
/** True when text has something to translate: a letter. Digits and symbols alone do not count. */
export declare function hasLetter(text: string): boolean;
/** `!/\S/.test(text)`, answering ASCII text without the regex. */
export declare function isBlankText(text: string, start?: number, end?: number): boolean;
