import { TRANSLATION_ROUTES, type TmFileFormat } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../lib/call.ts';

const EXTENSIONS: Record<TmFileFormat, string> = { tmx: 'tmx', xliff12: 'xlf', xliff2: 'xlf', csv: 'csv', xlsx: 'xlsx' };

/** Saves a language's translation memory as a file; resolves to the file's name. */
export function useExportMemory(projectId: string) {
  return useMutation({
    mutationFn: (input: { targetLang: string; format: TmFileFormat }) =>
      download(TRANSLATION_ROUTES.tmExport, { ...input, projectId }, `translation-memory-${input.targetLang}.${EXTENSIONS[input.format]}`),
  });
}
