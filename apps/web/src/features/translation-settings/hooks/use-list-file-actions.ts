import { GLOSSARY_UPLOAD_FORMAT_ERROR, type Envelope } from '@lipi/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

type Options<D, U> = {
  remove: UseMutationResult<Envelope<D>, Error, string[]>;
  upload: UseMutationResult<Envelope<U>, Error, File>;
  download: () => Promise<unknown>;
  /** What to say when the server's reply carries no message of its own. */
  deletedText: (data: D) => string;
  uploadedText: (data: U) => string;
};

/**
 * The selection, delete, file upload and download of a term list (glossary, transliteration
 * memory or glossary): the lists differ in their rows, not in how files go in and out.
 */
export function useListFileActions<D, U>({ remove, upload, download, deletedText, uploadedText }: Options<D, U>) {
  const [selected, setSelected] = useState<string[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const onDelete = (ids: string[]) =>
    remove.mutate(ids, {
      onSuccess: (reply) => {
        toast.success(reply.message || deletedText(reply.data));
        setSelected([]);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  const onUpload = (file: File) => {
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: (reply) => toast.success(reply.message || uploadedText(reply.data)),
      onError: (e) => {
        const message = errorMessage(e, GLOSSARY_UPLOAD_FORMAT_ERROR);
        setUploadError(message);
        toast.error(message);
      },
    });
  };
  const onDownload = () => {
    setDownloading(true);
    download()
      .catch((e: unknown) => toast.error(errorMessage(e)))
      .finally(() => setDownloading(false));
  };

  return {
    selected,
    setSelected,
    uploadError,
    clearUploadError: () => setUploadError(null),
    downloading,
    deleting: remove.isPending,
    uploading: upload.isPending,
    onDelete,
    onUpload,
    onDownload,
  };
}

export type ListFileActions = ReturnType<typeof useListFileActions>;
