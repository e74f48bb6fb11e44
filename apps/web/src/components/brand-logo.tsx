import { Link } from 'react-router';

type BrandLogoProps = { to?: string; inverted?: boolean; size?: number };

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
      <text x="30" y="45" fontSize="32" fontWeight="700" textAnchor="middle" fill="#ffffff" fontFamily="'Noto Sans Devanagari', 'Nirmala UI', sans-serif">
        लि
      </text>
    </svg>
  );
}

export function BrandLogo({ to, inverted = false, size = 34 }: BrandLogoProps) {
  const content = (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <BrandMark size={size} />
      <span style={{ fontSize: size * 0.62, fontWeight: 800, letterSpacing: '-0.02em', color: inverted ? '#fff' : '#211561' }}>Lipi</span>
    </span>
  );
  if (!to) return content;
  return (
    <Link to={to} aria-label="Lipi home" style={{ textDecoration: 'none' }}>
      {content}
    </Link>
  );
}
