import { directionOf, toBcp47 } from '@lipi/contract';
import { Alert, Empty, Modal, Skeleton } from 'antd';
import { useDocumentPreview } from '../../../api/documents/preview-document.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { languageLabel, languageName } from '../../../lib/languages.ts';

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

type Font = { family: string; path: string } | null;

/**
 * The page shown in the sandboxed frame: the server's sanitised HTML inside a document whose lang
 * and dir come from the contract's language table (Urdu right to left), in the language's font as
 * the server serves it (the frame has no origin, so the dashboard's own font files are out of reach).
 */
export function previewSrcDoc(html: string, language: string, font: Font, origin: string): string {
  const face = font ? `@font-face{font-family:"${escapeAttribute(font.family)}";src:url("${escapeAttribute(origin + font.path)}") format("woff2")}` : '';
  const fonts = [font ? `"${escapeAttribute(font.family)}"` : null, 'system-ui', 'sans-serif'].filter(Boolean).join(', ');
  return (
    `<!doctype html><html lang="${escapeAttribute(toBcp47(language))}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
    `<style>${face}body{font-family:${fonts};line-height:1.6;margin:24px;color:#111827}` +
    `table{border-collapse:collapse;margin:12px 0}td,th{border:1px solid #d1d5db;padding:4px 8px;vertical-align:top}img{max-width:100%}</style>` +
    `</head><body>${html}</body></html>`
  );
}

type Props = { projectId: string; fileId: string; fileName: string; language: string | null; onClose: () => void };

/** The translated document of one language as HTML, in a frame with every permission removed (sandbox=""). */
export function DocumentPreviewModal({ projectId, fileId, fileName, language, onClose }: Props) {
  const preview = useDocumentPreview(language ? { projectId, fileId, targetLang: language } : null);
  const data = preview.data;
  return (
    <Modal
      open={language !== null}
      onCancel={onClose}
      footer={null}
      width="min(960px, 96vw)"
      title={language ? `${fileName} — ${languageLabel(language)}` : fileName}
      destroyOnHidden
    >
      {!language ? null : preview.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} aria-label="Loading the preview" />
      ) : preview.isError ? (
        <LoadError title="We could not load the preview" query={preview} />
      ) : !data?.html.trim() ? (
        <Empty description="This document has no text to show." />
      ) : (
        <>
          {data.rejected > 0 ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`${data.rejected} paragraph${data.rejected === 1 ? '' : 's'} show the source: their translation did not fit the document.`}
            />
          ) : null}
          <iframe
            title={`Preview of ${fileName} in ${languageName(language)}`}
            sandbox=""
            srcDoc={previewSrcDoc(data.html, language, data.font, window.location.origin)}
            style={{ width: '100%', height: '70vh', border: '1px solid #e5e7eb', borderRadius: 8, background: '#fff' }}
          />
        </>
      )}
    </Modal>
  );
}
