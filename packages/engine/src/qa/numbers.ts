import { asciiDigits } from '../mask/tokens.ts';

// Digits in any script, with grouping commas (1,00,000 or 100,000) and a decimal part.
const NUMBER = /\p{Nd}+(?:[,٬]\p{Nd}+)*(?:[.٫]\p{Nd}+)?/gu;

/** The numbers of a text as plain ASCII values: native digits converted, grouping removed. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => asciiDigits(m[0]).replace(/[,٬]/g, '').replace('٫', '.'));
}

/** Source numbers (with their count) that the target lacks. */
export function missingNumbers(source: string, target: string): string[] {
  const available = new Map<string, number>();
  for (const n of numbersIn(target)) available.set(n, (available.get(n) ?? 0) + 1);
  const missing: string[] = [];
  for (const n of numbersIn(source)) {
    const left = available.get(n) ?? 0;
    if (left > 0) available.set(n, left - 1);
    else missing.push(n);
  }
  return missing;
}
