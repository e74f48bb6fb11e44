import { Progress, Skeleton, Tooltip } from 'antd';
import { formatNumber } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';
import { useTranslationCounts } from '../../../api/translation/translation-counts.ts';
import { donePercent } from './language-progress.tsx';

/** One small bar per language of a project: share of its words translated or transliterated. */
export function ProjectLanguageProgress({ projectId }: { projectId: string }) {
  const counts = useTranslationCounts(projectId);
  if (counts.isPending) return <Skeleton active title={false} paragraph={{ rows: 1, width: 200 }} />;
  if (counts.isError) return <span style={{ color: '#55536b' }}>Counts unavailable</span>;
  if (counts.data.languages.length === 0) return <span style={{ color: '#55536b' }}>Nothing counted yet</span>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '2px 16px', minWidth: 320 }}>
      {counts.data.languages.map((l) => (
        <Tooltip
          key={l.language}
          title={`${formatNumber(l.translatedWordCount)} translated, ${formatNumber(l.transliteratedWordCount)} transliterated, ${formatNumber(l.newContentWordCount)} new of ${formatNumber(l.totalWordCount)} words`}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
            <span style={{ width: 64, flex: 'none' }}>{languageName(l.language)}</span>
            <Progress percent={donePercent(l)} size="small" aria-label={`${languageName(l.language)} translated`} style={{ margin: 0 }} />
          </div>
        </Tooltip>
      ))}
    </div>
  );
}
