import { DOCUMENT_ROUTES } from '@lipi/contract';
import { download } from '../../lib/call.ts';

/** fileTranslation/export/files: one language's .docx, or (no language) a zip of all of them. */
export const exportDocument = (input: { projectId: string; fileId: string; targetLang?: string }, fallbackName: string) =>
  download(DOCUMENT_ROUTES.export, input, fallbackName);
