import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { buildSmallDocx } from '@lipi/engine/files/docx/small-docx';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';
import { sanitizePreview } from './documents-preview.service.ts';

const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const HYPERLINK = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink';

/** The small document plus a `javascript:` hyperlink, a safe one, and a paragraph whose text is a script tag. */
function hostileDocx(): Buffer {
  const base = buildSmallDocx((xml) =>
    xml
      .replace('<w:document ', `<w:document ${R} `)
      .replace(
        '<w:sectPr/>',
        '<w:p><w:hyperlink r:id="rIdEvil"><w:r><w:t>Click me</w:t></w:r></w:hyperlink></w:p>' +
          '<w:p><w:hyperlink r:id="rIdGood"><w:r><w:t>Parliament site</w:t></w:r></w:hyperlink></w:p>' +
          '<w:p><w:r><w:t>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</w:t></w:r></w:p><w:sectPr/>',
      ),
  );
  const parts = unzipSync(new Uint8Array(base));
  const rels = strFromU8(parts['word/_rels/document.xml.rels']!).replace(
    '</Relationships>',
    `<Relationship Id="rIdEvil" Type="${HYPERLINK}" Target="javascript:alert(document.cookie)" TargetMode="External"/>` +
      `<Relationship Id="rIdGood" Type="${HYPERLINK}" Target="https://sansad.in/" TargetMode="External"/></Relationships>`,
  );
  parts['word/_rels/document.xml.rels'] = strToU8(rels);
  return Buffer.from(zipSync(parts));
}

describe('doc-file/preview: the translated document as inert HTML', () => {
  let t: TestApp;
  let owner: Member;
  beforeAll(async () => {
    t = await createTestApp({}, { startWorkers: false });
    owner = await createMember(t.app, 'organisationAdmin');
  });
  afterAll(() => t.close());

  const call = (path: string, body: Record<string, unknown>, token = owner.token) => post(t.app, `/api/${path}`, body, { token });

  it('renders one language with its lang and dir, and nothing in it can run', async () => {
    const created = await upload(t.app, '/api/doc-file/upload/docs', owner.token, [
      { name: 'projectName', value: 'Preview' },
      { name: 'languages', value: 'ur,hi' },
      { name: 'translate', value: 'false' },
      { name: 'file', value: hostileDocx(), filename: 'hostile.docx' },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { projectId, file } = created.body.data as { projectId: string; file: { fileId: string } };
    // One paragraph translated by hand into Urdu.
    const rows = await call('translation/dashboard/get', { projectId, targetLang: 'ur', pageNumber: 1, pageSize: 50 });
    const item = (rows.body.data.rows as { sourceText: string; sourceHash: string }[]).find((r) => r.sourceText === 'Item')!;
    const saved = await call('translation/user/update', {
      projectId,
      targetLang: 'ur',
      sourceHash: item.sourceHash,
      preProcessedTarget: 'مد',
      displayType: 'translation',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const res = await call('doc-file/preview', { projectId, fileId: file.fileId, targetLang: 'ur' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { html, lang, dir, rejected } = res.body.data as { html: string; lang: string; dir: string; rejected: number };
    expect([lang, dir, rejected]).toEqual(['ur', 'rtl', 0]);
    expect(html).toContain('مد');
    expect(html).toContain('<table>');
    expect(html).toContain('<a href="https://sansad.in/">Parliament site</a>');
    // The javascript: link keeps its text and loses its target; the script is text, not a tag.
    expect(html).toContain('<a>Click me</a>');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>');

    const hindi = await call('doc-file/preview', { projectId, fileId: file.fileId, targetLang: 'hi' });
    expect(hindi.body.data).toMatchObject({ lang: 'hi', dir: 'ltr', font: { family: 'Noto Sans Devanagari' } });
    expect(res.body.data.font).toEqual({ family: 'Noto Nastaliq Urdu', path: '/fonts/noto-nastaliq-urdu-arabic-400-normal.woff2' });
    // The frame has no origin of its own: the font is served with CORS open.
    const font = await t.app.inject({ method: 'GET', url: hindi.body.data.font.path });
    expect([font.statusCode, font.headers['content-type'], font.headers['access-control-allow-origin']]).toEqual([200, 'font/woff2', '*']);
    expect((await call('doc-file/preview', { projectId, fileId: file.fileId, targetLang: 'ta' })).status).toBe(400);
    // Should mammoth ever pass markup through, the server-side sanitiser still removes anything active.
    expect(
      sanitizePreview(
        '<p onclick="x()" style="x">a</p><script>b()</script><a href="javascript:c()">c</a><img src="data:image/png;base64,AA" onerror="d()"><iframe src="https://x"></iframe>',
      ),
    ).toBe('<p>a</p><a>c</a><img src="data:image/png;base64,AA" />');
    const stranger = await createMember(t.app, 'organisationAdmin');
    expect((await call('doc-file/preview', { projectId, fileId: file.fileId, targetLang: 'ur' }, stranger.token)).status).toBe(404);
  });
});
