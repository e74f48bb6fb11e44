/** The words of one whitespace-free token, whatever its scripts. */
export declare function countTokenWords(token: string, lang?: string): number;
/**
 * Counts the words of a segment text (markers allowed) or of plain text. `lang` (BCP 47) is only
 * handed to Intl.Segmenter for Thai-like runs; the script of each character decides the rule.
 */
export declare function countWords(text: string, lang?: string): number;
/** countWords for normalised text without markers (single spaces, trimmed). */
export declare function countPlainWords(plain: string, lang?: string): number;
