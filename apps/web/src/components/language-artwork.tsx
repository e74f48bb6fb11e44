import { toBcp47 } from '@lipi/contract';
import type { CSSProperties } from 'react';

const GREETINGS = [
  { text: 'नमस्ते', lang: 'hi', name: 'Hindi', x: 6, y: 8, size: 30, accent: true },
  { text: 'வணக்கம்', lang: 'ta', name: 'Tamil', x: 52, y: 2, size: 22 },
  { text: 'নমস্কার', lang: 'bn', name: 'Bengali', x: 72, y: 30, size: 24 },
  { text: 'ನಮಸ್ಕಾರ', lang: 'kn', name: 'Kannada', x: 2, y: 42, size: 20 },
  { text: 'నమస్కారం', lang: 'te', name: 'Telugu', x: 32, y: 28, size: 20 },
  { text: 'നമസ്കാരം', lang: 'ml', name: 'Malayalam', x: 45, y: 56, size: 21 },
  { text: 'નમસ્તે', lang: 'gu', name: 'Gujarati', x: 86, y: 62, size: 20 },
  { text: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ', lang: 'pa', name: 'Punjabi', x: 8, y: 74, size: 19 },
  { text: 'ନମସ୍କାର', lang: 'od', name: 'Odia', x: 60, y: 84, size: 19 },
  { text: 'آداب', lang: 'ur', name: 'Urdu', x: 30, y: 82, size: 22, accent: true },
  { text: 'नमस्कार', lang: 'mr', name: 'Marathi', x: 92, y: 6, size: 18 },
  { text: 'নমস্কাৰ', lang: 'as', name: 'Assamese', x: 17, y: 58, size: 17 },
] as const;

/**
 * Decorative artwork: greetings in the scripts Lipi translates into, floating over a ring of dots. Each
 * pill is shifted left by its own position so that it never overflows the banner's right edge.
 */
export function LanguageArtwork() {
  return (
    <div className="artwork" aria-hidden="true">
      <svg className="rings" viewBox="0 0 600 300" preserveAspectRatio="xMidYMid meet" focusable="false">
        <defs>
          <radialGradient id="artwork-glow" cx="50%" cy="50%" r="50%">
            <stop offset="0" stopColor="#f08a00" stopOpacity="0.45" />
            <stop offset="1" stopColor="#f08a00" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="300" cy="150" r="150" fill="url(#artwork-glow)" />
        {[60, 100, 140, 180].map((r) => (
          <circle key={r} cx="300" cy="150" r={r} fill="none" stroke="#ffffff" strokeOpacity="0.14" strokeDasharray="2 8" />
        ))}
        {Array.from({ length: 24 }, (_, i) => {
          const angle = (i / 24) * Math.PI * 2;
          return (
            <circle key={i} cx={300 + Math.cos(angle) * 120} cy={150 + Math.sin(angle) * 120} r={i % 3 === 0 ? 3.5 : 2} fill="#ffd79a" fillOpacity="0.7" />
          );
        })}
      </svg>
      {GREETINGS.map((g, i) => (
        <span
          key={g.lang}
          lang={toBcp47(g.lang)}
          className={'accent' in g && g.accent ? 'greeting accent' : 'greeting'}
          style={{ left: `${g.x}%`, top: `${g.y}%`, fontSize: g.size, animationDelay: `${(i % 5) * 0.9}s`, '--shift': `-${g.x}%` } as CSSProperties}
        >
          <small>{g.name}</small>
          {g.text}
        </span>
      ))}
    </div>
  );
}
