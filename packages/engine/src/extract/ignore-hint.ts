// Apart from ignore.ts: the snippet bundles ignore.ts (browser.ts), and this hint only speeds up the server's extractor.
/*
 * Letters the price and number patterns can take: the currency codes, Rs, k/K/L/Cr/lakh/crore and
 * k/K/M/B. Text holding any other letter keeps it whatever those patterns remove.
 */
const LETTER_NO_PRICE_TAKES = /[AFHJOQTV-Zbdfgijmnpqt-z]|(?=\P{ASCII})\p{L}/u;

/**
 * isIgnorable's answer for the default patterns without their regexes, when the text has no
 * email or URL hint and a letter no price or number pattern can remove: false. Undefined otherwise.
 */
export function isKeptByDefaultPatterns(plain: string): false | undefined {
  return LETTER_NO_PRICE_TAKES.test(plain) ? false : undefined;
}
