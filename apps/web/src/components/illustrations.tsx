/** An envelope leaving with a paper plane: "we sent you an email". Decorative. */
export function EmailSentIllustration({ size = 180 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.75} viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="164" rx="84" ry="8" fill="#e7e4f7" />
      <rect x="42" y="56" width="156" height="100" rx="12" fill="#ffffff" stroke="#3b2db5" strokeWidth="4" />
      <path d="M46 62 L120 114 L194 62" fill="none" stroke="#3b2db5" strokeWidth="4" strokeLinejoin="round" />
      <path d="M46 152 L100 102 M194 152 L140 102" stroke="#c9c3f2" strokeWidth="4" strokeLinecap="round" />
      <circle cx="190" cy="58" r="22" fill="#1a7f4b" />
      <path d="M180 58 L187 65 L201 50" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M20 30 L78 14 L58 46 Z" fill="#f08a00" />
      <path d="M58 46 L62 32 L78 14" fill="none" stroke="#b45f00" strokeWidth="2" />
      <path d="M20 40 q20 10 36 -2" fill="none" stroke="#f08a00" strokeWidth="2" strokeDasharray="4 5" />
    </svg>
  );
}

/** A shield with a magnifier over an envelope: "we are verifying your email". Decorative. */
export function VerifyingIllustration({ size = 200 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.8} viewBox="0 0 250 200" aria-hidden="true" focusable="false">
      <ellipse cx="125" cy="184" rx="90" ry="9" fill="#e7e4f7" />
      <rect x="40" y="60" width="140" height="96" rx="12" fill="#fff" stroke="#3b2db5" strokeWidth="4" />
      <path d="M44 66 L110 112 L176 66" fill="none" stroke="#3b2db5" strokeWidth="4" strokeLinejoin="round" />
      <text x="110" y="146" textAnchor="middle" fontSize="18" fill="#3b2db5" fontFamily="sans-serif" fontWeight="700">
        @
      </text>
      <circle cx="176" cy="112" r="34" fill="#f1efff" stroke="#f08a00" strokeWidth="6" />
      <line x1="200" y1="138" x2="226" y2="164" stroke="#f08a00" strokeWidth="10" strokeLinecap="round" />
      <path d="M162 112 L172 122 L192 100" fill="none" stroke="#1a7f4b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="34" cy="36" r="6" fill="#f08a00" />
      <circle cx="214" cy="40" r="4" fill="#3b2db5" />
      <circle cx="60" cy="20" r="3" fill="#3b2db5" />
    </svg>
  );
}
