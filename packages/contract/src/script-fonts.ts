import { getLanguage, isLanguageCode, type Script } from './languages.ts';

/**
 * The self-hosted Noto family that renders each script (Lipi ships them: self-hosts are often
 * offline, and Ol Chiki, Meetei Mayek and Nastaliq are missing from most systems). Latin, Cyrillic,
 * Greek and the CJK scripts are left to the system, which always has them.
 */
export const SCRIPT_FONTS: Readonly<Record<Script, string | null>> = {
  Latn: null,
  Cyrl: null,
  Grek: null,
  Hans: null,
  Hant: null,
  Jpan: null,
  Kore: null,
  Deva: 'Noto Sans Devanagari',
  Orya: 'Noto Sans Oriya',
  Guru: 'Noto Sans Gurmukhi',
  Gujr: 'Noto Sans Gujarati',
  Telu: 'Noto Sans Telugu',
  Taml: 'Noto Sans Tamil',
  Beng: 'Noto Sans Bengali',
  Mlym: 'Noto Sans Malayalam',
  Knda: 'Noto Sans Kannada',
  Arab: 'Noto Naskh Arabic',
  Mtei: 'Noto Sans Meetei Mayek',
  Olck: 'Noto Sans Ol Chiki',
  Ethi: 'Noto Sans Ethiopic',
  Armn: 'Noto Sans Armenian',
  Mymr: 'Noto Sans Myanmar',
  Thaa: 'Noto Sans Thaana',
  Geor: 'Noto Sans Georgian',
  Hebr: 'Noto Sans Hebrew',
  Khmr: 'Noto Sans Khmer',
  Laoo: 'Noto Sans Lao',
  Sinh: 'Noto Sans Sinhala',
  Thai: 'Noto Sans Thai',
};

/** Urdu and Kashmiri are read in Nastaliq, not the Naskh that other Arabic-script languages use. */
const LANGUAGE_FONTS: Readonly<Partial<Record<string, string>>> = { ur: 'Noto Nastaliq Urdu', 'kas-IN': 'Noto Nastaliq Urdu' };

/** The font family a language's text is shown in, or null when the system's fonts serve it. */
export function fontFamilyOf(code: string): string | null {
  if (!isLanguageCode(code)) return null;
  return LANGUAGE_FONTS[code] ?? SCRIPT_FONTS[getLanguage(code).script];
}

/** Every family Lipi ships, for font stacks (each loads only when a glyph of its script is shown). */
export const SHIPPED_FONT_FAMILIES: readonly string[] = [
  ...new Set([...Object.values(SCRIPT_FONTS), ...Object.values(LANGUAGE_FONTS)].filter((f): f is string => Boolean(f))),
];
