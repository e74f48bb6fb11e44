import '../../../test/setup.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { DocumentPreviewModal } from './document-preview-modal.tsx';

const props = { projectId: 'p1', fileId: 'f1', fileName: 'report.docx', onClose: () => undefined };

describe('document preview', () => {
  it('shows the server HTML in a sandboxed frame with the language’s lang and dir (Urdu: rtl)', async () => {
    const { calls } = stubApi({
      'doc-file/preview': {
        data: { html: '<p>مد</p>', lang: 'ur', dir: 'rtl', font: { family: 'Noto Nastaliq Urdu', path: '/fonts/nastaliq.woff2' }, rejected: 1 },
      },
    });
    renderWithProviders(<DocumentPreviewModal {...props} language="ur" />);
    const frame = (await screen.findByTitle('Preview of report.docx in Urdu', undefined, { timeout: 5000 })) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('<html lang="ur" dir="rtl">');
    expect(srcdoc).toContain('<body><p>مد</p></body>');
    expect(srcdoc).toContain(`src:url("${window.location.origin}/fonts/nastaliq.woff2")`);
    expect(screen.getByText(/1 paragraph show the source/)).toBeTruthy();
    expect(calls.map((c) => [c.path, c.body])).toEqual([['doc-file/preview', { projectId: 'p1', fileId: 'f1', targetLang: 'ur' }]]);
  });

  it('says when the server refuses, with its message and a retry', async () => {
    stubApi({ 'doc-file/preview': { status: 404, success: false, message: 'Document not found', type: 'NOT_FOUND' } });
    renderWithProviders(<DocumentPreviewModal {...props} language="hi" />);
    expect(await screen.findByText('We could not load the preview', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Document not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
