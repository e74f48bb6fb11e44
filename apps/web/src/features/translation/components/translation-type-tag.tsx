import type { TmEntry } from '@lipi/contract';
import { DISPLAY_TYPE_LABELS } from '@lipi/contract';
import { ToneTag, type Tone } from '../../../components/tone-tag.tsx';

const TYPE_LABELS: Record<string, { label: string; tone: Tone }> = {
  MACHINE: { label: 'Machine', tone: 'neutral' },
  USER: { label: 'User', tone: 'success' },
  PBK: { label: 'Professional', tone: 'success' },
  NO_TRANSLATION_AVAILABLE: { label: 'No translation', tone: 'warning' },
};

/** What produced a translation; transliterations say so plainly, since they are not translations. */
export function TranslationTypeTag({ translation }: { translation: Pick<TmEntry, 'type' | 'displayType'> | null }) {
  if (!translation) return <ToneTag tone="warning">New content</ToneTag>;
  const type = TYPE_LABELS[translation.type] ?? { label: translation.type, tone: 'neutral' as const };
  if (translation.displayType === 't13n') {
    return (
      <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
        <ToneTag tone="info">{DISPLAY_TYPE_LABELS.t13n}</ToneTag>
        {translation.type === 'USER' ? <ToneTag tone={type.tone}>{type.label}</ToneTag> : null}
      </span>
    );
  }
  return <ToneTag tone={type.tone}>{type.label}</ToneTag>;
}
