import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildSmallDocx } from '@lipi/engine/files/docx/small-docx';
import { photo, screen, signInAsAdmin, useJourney, waitForPath } from './support/journey.ts';
import { segmentRow } from './support/translation-helpers.ts';

const journey = useJourney();

describe('document project (issue 15: Word documents)', () => {
  it('uploads a .docx, machine-translates it on upload and downloads the Hindi .docx', async () => {
    const page = await journey.newPage();
    await signInAsAdmin(page, journey.baseUrl);

    await page.goto(`${journey.baseUrl}/app/projects/new`);
    await page.getByText('Documents', { exact: true }).click();
    await page.getByRole('heading', { name: 'Which document?' }).waitFor();
    await page.getByLabel('Project name').fill(`Lok Sabha papers ${Date.now()}`);
    await page.getByLabel('Word document').setInputFiles({
      name: 'annual-report.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: buildSmallDocx(),
    });
    await screen(page, 'documents-01-wizard');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Translate into' }).waitFor();
    const languages = page.getByRole('combobox', { name: 'Target languages' });
    await languages.fill('Hindi');
    await languages.press('Enter');
    await languages.press('Escape');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    await page.getByRole('button', { name: 'Create project' }).click();
    await waitForPath(page, /^\/app\/projects\/(?!new$)[^/]+$/);

    // The project's documents: the upload started a run; the list follows it to "Machine translated".
    await page.getByRole('heading', { name: 'Documents', exact: true }).waitFor();
    const row = page.getByRole('region', { name: 'annual-report.docx' });
    await row.getByText('Machine translated', { exact: true }).waitFor({ timeout: 30_000 });
    await screen(page, 'documents-02-translated');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download Hindi .docx' }).click()]);
    expect(download.suggestedFilename()).toBe('annual-report.hi.docx');
    const parts = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const xml = strFromU8(parts['word/document.xml']!);
    expect(xml).toMatch(/<w:t[^>]*>[^<]*[\u0900-\u097f]/);
    expect(xml).toContain('<w:footnoteReference w:id="1"/>');
    expect(xml).toContain('<w:tbl>');

    // The preview: the translated document as HTML in a sandboxed frame, Hindi lang and direction.
    await row.getByRole('button', { name: 'Preview Hindi' }).click();
    const frame = page.getByTitle('Preview of annual-report.docx in Hindi');
    await frame.waitFor({ timeout: 15_000 });
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toMatch(/<html lang="hi" dir="ltr">[\s\S]*<table>/);
    await screen(page, 'documents-03-preview');

    // Edit: the translation editor on this document's paragraphs alone, in Hindi.
    await page.keyboard.press('Escape');
    await row.getByRole('link', { name: 'Edit the Hindi translation of annual-report.docx' }).click();
    await waitForPath(page, /\/translations$/);
    await segmentRow(page, 'Roads').waitFor();
    expect(new URL(page.url()).searchParams.get('url')).toMatch(/^document:\/\//);
    await photo(page, 'documents-04-editor');
  });
});
