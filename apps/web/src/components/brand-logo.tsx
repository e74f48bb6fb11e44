import { Link } from 'react-router';

/*
 * लि drawn as outlines (Noto Sans Devanagari Bold, 32 px, centred at x=30 on baseline 45) rather than as
 * <text>: the mark is a picture, so it must not add visible text to the home link (axe's
 * label-content-name-mismatch compares the link's visible text with its name "Lipi home" once the
 * Devanagari font renders) and it looks the same whether or not a Devanagari font has loaded.
 */
const LI_GLYPH =
  'M20.4 28.6L20.4 45L15.9 45L15.9 28.6L13.4 28.6L13.4 25.1L15.8 25.1Q15.5 24.4 15.2 23.7Q14.9 22.9 14.9 21.8Q14.9 20.1 16.0 18.8Q17.1 17.6 19.1 16.9Q21.1 16.3 24.0 16.3Q27.4 16.3 30.4 17.0Q33.4 17.7 36.0 19Q38.6 20.2 40.6 21.8Q42.6 23.5 44.0 25.3L39.4 25.3Q37.6 23.5 35.3 22.4Q33.1 21.2 30.4 20.5Q27.8 19.9 24.8 19.9Q22.1 19.9 20.8 20.7Q19.4 21.5 19.4 22.9Q19.4 23.6 19.7 24.2Q19.8 24.7 20.1 25.1L23.3 25.1L23.3 28.6ZM22.9 28.6L22.9 25.1L46.9 25.1L46.9 28.6L44.0 28.6L44.0 45L39.5 45L39.5 34.9Q39.5 34.9 39.5 34.9Q38.6 34.9 38 35.3Q37.3 35.8 36.9 36.8Q36.4 37.8 36.2 39.4L31.9 38.4Q32.1 36.7 32.6 35.5Q32.5 35.4 32.5 35.3Q31.8 34.9 30.9 34.9Q29.7 34.9 29.1 35.6Q28.5 36.3 28.5 37.3Q28.5 38.7 29.6 39.9Q30.8 41.1 33.5 42.4L31.2 45.7Q27.8 44.1 25.9 42.0Q24.0 39.9 24.0 37.1Q24.0 34.2 25.7 32.7Q27.4 31.3 30.1 31.3Q31.7 31.3 33.0 31.9Q33.9 32.3 34.6 32.9Q36.5 31.4 39.2 31.4Q39.4 31.4 39.5 31.4L39.5 28.6Z';

/** markOnly: the tile alone, where the word mark has no room (a collapsed side bar). */
type BrandLogoProps = { to?: string; inverted?: boolean; size?: number; markOnly?: boolean };

/** The Lipi mark: लि (the first letter of लिपि, "script") on an indigo tile, with the word mark. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lipi-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4b3bd6" />
          <stop offset="1" stopColor="#211561" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#lipi-mark)" />
      <circle cx="50" cy="14" r="6" fill="#f08a00" />
      <path d={LI_GLYPH} fill="#ffffff" />
    </svg>
  );
}

export function BrandLogo({ to, inverted = false, size = 34, markOnly = false }: BrandLogoProps) {
  const content = (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <BrandMark size={size} />
      {markOnly ? null : <span style={{ fontSize: size * 0.62, fontWeight: 800, letterSpacing: '-0.02em', color: inverted ? '#fff' : '#211561' }}>Lipi</span>}
    </span>
  );
  if (!to) return content;
  return (
    <Link to={to} aria-label="Lipi home" style={{ textDecoration: 'none' }}>
      {content}
    </Link>
  );
}
