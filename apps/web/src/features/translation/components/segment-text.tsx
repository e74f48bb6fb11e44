import { toBcp47 } from '@lipi/contract';
import type { CSSProperties } from 'react';
import { describeMarker, tokenizeMarkers } from '../lib/markers.ts';

const CHIP: CSSProperties = {
  display: 'inline-block',
  padding: '0 5px',
  margin: '0 2px',
  borderRadius: 4,
  border: '1px solid #cbc5f7',
  background: '#efedff',
  color: '#2f2494',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.8em',
  lineHeight: '1.5',
  verticalAlign: 'baseline',
  userSelect: 'none',
  whiteSpace: 'nowrap',
};

/** One inline marker as a chip: the tag it stands for is kept by the page, not typed by people. */
export function MarkerChip({ raw }: { raw: string }) {
  return (
    <span className="marker-chip" style={CHIP} title={describeMarker(raw)} data-marker={raw}>
      {raw}
    </span>
  );
}

/**
 * Segment text with its inline markers (`<1>…</1>`, `{2}`) shown as chips, so translators see
 * where the page's links and bold text go without mistaking them for words.
 */
export function SegmentText({ text, lang, dir }: { text: string; lang?: string; dir?: 'ltr' | 'rtl' | 'auto' }) {
  const tokens = tokenizeMarkers(text);
  return (
    <span lang={lang && toBcp47(lang)} dir={dir} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {tokens.map((token, i) => (token.type === 'text' ? <span key={i}>{token.value}</span> : <MarkerChip key={i} raw={token.raw} />))}
    </span>
  );
}
