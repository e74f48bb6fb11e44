import { Button, Skeleton } from 'antd';
import { useFuzzyMatches } from '../../../api/translation/fuzzy-matches.ts';
import { SegmentText } from './segment-text.tsx';

type Props = { projectId: string; targetLang: string; sourceHash: string; onUse: (target: string) => void; disabled?: boolean };

/** Translations of similar sentences from the memory, best first, each a click away. */
export function FuzzySuggestions({ projectId, targetLang, sourceHash, onUse, disabled }: Props) {
  const fuzzy = useFuzzyMatches({ projectId, targetLang, sourceHash });
  const matches = (fuzzy.data?.matches ?? []).filter((m) => m.sourceHash !== sourceHash);
  return (
    <section aria-label="Memory suggestions" style={{ marginTop: 8 }}>
      <div style={{ fontSize: 12, fontWeight: 600, color: '#55536b', marginBottom: 4 }}>Memory suggestions</div>
      {fuzzy.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : fuzzy.isError ? (
        <span style={{ color: '#a3161d', fontSize: 13 }}>Suggestions are not available right now.</span>
      ) : matches.length === 0 ? (
        <span style={{ color: '#55536b', fontSize: 13 }}>No similar sentences in the memory yet.</span>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          {matches.map((m) => (
            <li key={m.sourceHash} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', padding: 6, borderRadius: 6, background: '#f7f6fb' }}>
              <span
                aria-label={`${Math.round(m.similarity)}% similar`}
                style={{ minWidth: 44, fontWeight: 700, color: m.similarity >= 85 ? '#11603a' : '#8a4600', fontVariantNumeric: 'tabular-nums' }}
              >
                {Math.round(m.similarity)}%
              </span>
              <span style={{ flex: 1, fontSize: 13 }}>
                <span style={{ display: 'block', color: '#55536b' }}>
                  <SegmentText text={m.sourceText} />
                </span>
                <SegmentText text={m.preProcessedTarget} lang={targetLang} />
              </span>
              <Button size="small" disabled={disabled} onClick={() => onUse(m.preProcessedTarget)} aria-label={`Use the ${Math.round(m.similarity)}% match`}>
                Use
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
