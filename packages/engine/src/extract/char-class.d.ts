export declare const LETTER = 1;
/** \p{L} or \p{N}. */
export declare const WORD = 2;
/** JavaScript's \s. */
export declare const SPACE = 4;
/** Han, Hiragana, Katakana, ー, Thai, Lao, Khmer, Myanmar, or a surrogate. */
export declare const SPECIAL = 8;
export declare function charClass(c: number): number;
