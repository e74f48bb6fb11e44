import { MOBILE_ROUTES } from '@lipi/contract';
import { useMutation } from '@tanstack/react-query';
import { callEnvelope } from '../../lib/call.ts';

export type UploadStringFileInput = {
  file: File;
  projectName: string;
  languages: string[];
  projectId?: string;
  /** A new project's source language (default English). */
  sourceLanguage?: string | undefined;
};

/** A new mobile project from a string file (multipart: file, projectName, languages), or with projectId a further file of one. */
export function useUploadStringFile() {
  return useMutation({
    mutationFn: ({ file, projectName, languages, projectId, sourceLanguage }: UploadStringFileInput) => {
      const form = new FormData();
      if (projectId) form.append('projectId', projectId);
      if (sourceLanguage) form.append('sourceLanguage', sourceLanguage);
      form.append('projectName', projectName);
      form.append('languages', languages.join(','));
      form.append('file', file, file.name);
      return callEnvelope(MOBILE_ROUTES.upload, form);
    },
  });
}
