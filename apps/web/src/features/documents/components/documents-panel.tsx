import { DocumentFilesCard } from './document-files-card.tsx';
import { UploadDocumentCard } from './upload-document-card.tsx';

type Props = { projectId: string; languages: string[]; canEdit: boolean };

/** A document project's page: upload with category, sub-type and date, then the documents with status, progress and downloads. */
export function DocumentsPanel({ projectId, languages, canEdit }: Props) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {canEdit ? <UploadDocumentCard projectId={projectId} projectLanguages={languages} /> : null}
      <DocumentFilesCard projectId={projectId} canEdit={canEdit} />
    </div>
  );
}
