import type { Pipeline } from '@lipi/contract';

/** How each professional-translation service is named on screen (requests, quotes, API/CMS content). */
export const PIPELINE_LABELS: Readonly<Record<Pipeline, string>> = {
  translation: 'Translation',
  translationProofreading: 'Translation + proofreading',
  translationProofreadingEditing: 'Translation + proofreading + editing',
};
