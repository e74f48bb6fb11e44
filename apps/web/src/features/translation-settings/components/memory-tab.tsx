import { DownloadOutlined } from '@ant-design/icons';
import { TM_FORMATS, type TmFileFormat } from '@lipi/contract';
import { Alert, Button, Card, Col, Row, Select, Statistic } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel, languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useExportMemory } from '../../../api/translation/tm-export.ts';
import { useImportMemory, type TmImportResult } from '../../../api/translation/tm-import.ts';
import { FileUploadButton } from './file-upload-button.tsx';

const FORMAT_LABELS: Record<TmFileFormat, string> = { tmx: 'TMX', xliff12: 'XLIFF 1.2', xliff2: 'XLIFF 2.0', csv: 'CSV', xlsx: 'Excel (XLSX)' };
const ACCEPT = '.tmx,.xlf,.xliff,.csv,.xlsx';

/** The project's translation memory of one language as a file, out and back in. */
export function MemoryTab({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const [lang, setLang] = useState(languages[0] ?? '');
  const [format, setFormat] = useState<TmFileFormat>('tmx');
  const [result, setResult] = useState<{ message: string; counts: TmImportResult } | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const exporter = useExportMemory(projectId);
  const importer = useImportMemory(projectId);

  const onImport = (file: File) => {
    setResult(null);
    setImportError(null);
    importer.mutate(
      { targetLang: lang, file },
      {
        onSuccess: (reply) => {
          setResult({ message: reply.message, counts: reply.data });
          toast.success(reply.message);
        },
        onError: (e) => {
          const message = errorMessage(e);
          setImportError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, color: '#55536b' }}>
        Move translations between Lipi and other tools: export the memory of a language, edit it elsewhere, import it back. Imported translations count as your
        own (User).
      </p>
      <label style={{ display: 'grid', gap: 4, fontWeight: 600, fontSize: 13, maxWidth: 280 }}>
        Language
        <Select aria-label="Language" value={lang} onChange={setLang} options={languages.map((l) => ({ value: l, label: languageLabel(l) }))} />
      </label>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>Export</h3>} style={{ height: '100%' }}>
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Select
                aria-label="Format"
                value={format}
                onChange={setFormat}
                options={TM_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
                style={{ minWidth: 160 }}
              />
              <Button
                type="primary"
                icon={<DownloadOutlined aria-hidden="true" />}
                loading={exporter.isPending}
                disabled={!lang}
                onClick={() =>
                  exporter.mutate(
                    { targetLang: lang, format },
                    { onSuccess: (name) => toast.success(`${name} downloaded`), onError: (e) => toast.error(errorMessage(e)) },
                  )
                }
              >
                Export {FORMAT_LABELS[format]}
              </Button>
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>Import</h3>} style={{ height: '100%' }}>
            <p style={{ marginTop: 0, color: '#55536b' }}>
              TMX, XLIFF, CSV or XLSX into {languageName(lang)}. Segments are matched to this project's source text.
            </p>
            <FileUploadButton label="Import a file" accept={ACCEPT} loading={importer.isPending} disabled={!canEdit || !lang} onFile={onImport} />
          </Card>
        </Col>
      </Row>
      {importError ? <Alert type="error" showIcon title={importError} closable={{ onClose: () => setImportError(null) }} /> : null}
      {result ? (
        <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>Last import</h3>}>
          <p role="status" style={{ marginTop: 0, fontWeight: 600 }}>
            {result.message}
          </p>
          <Row gutter={16}>
            {(
              [
                ['Added', result.counts.added],
                ['Changed', result.counts.changed],
                ['Unchanged', result.counts.unchanged],
                ['Skipped', result.counts.skipped],
                ['Not in this project', result.counts.unmatched],
              ] as const
            ).map(([label, value]) => (
              <Col xs={12} sm={8} md={4} key={label}>
                <Statistic title={label} value={value} />
              </Col>
            ))}
          </Row>
          {result.counts.skippedUnits.length > 0 ? (
            <details style={{ marginTop: 12 }}>
              <summary>Skipped units and why ({result.counts.skipped})</summary>
              <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
                {result.counts.skippedUnits.map((s, i) => (
                  <li key={`${s.unit}-${i}`}>
                    <strong>{s.unit}</strong>: {s.reason}
                  </li>
                ))}
              </ul>
              {result.counts.skipped > result.counts.skippedUnits.length ? <p>…and {result.counts.skipped - result.counts.skippedUnits.length} more.</p> : null}
            </details>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
