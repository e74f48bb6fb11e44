import { DOCUMENT_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

export type UploadDocumentInput = {
  file: File;
  /** Add to this document project; without it a new one named projectName is made. */
  projectId?: string;
  projectName?: string;
  languages: string[];
  /** A new project's source language (default English). */
  sourceLanguage?: string | undefined;
  category?: string;
  subType?: string;
  date?: string;
};

/** doc-file/upload/docs (multipart): the .docx with its category, sub-type and date; it is machine-translated on upload. */
export function useUploadDocument() {
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => {
      const form = new FormData();
      for (const key of ['projectId', 'projectName', 'sourceLanguage', 'category', 'subType', 'date'] as const) if (input[key]) form.append(key, input[key]!);
      if (input.languages.length) form.append('languages', input.languages.join(','));
      form.append('file', input.file, input.file.name);
      return callEnvelope(DOCUMENT_ROUTES.upload, form);
    },
  });
}
