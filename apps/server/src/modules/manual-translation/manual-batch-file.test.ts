import { BATCH_FILE_MESSAGES as M } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { glossaryTerms } from '../../db/schema/index.ts';
import { post } from '../../test/auth-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';
import { api, createManualFixture, HOME, waitReady } from './manual-test-helpers.ts';

const s = useTestApp();

/** A request for Hindi with its single sub-batch's translation step given to a new translator. */
async function taskFixture() {
  const f = await createManualFixture(s.app);
  const created = await api(s.app, f.manager, 'manual-translation/request', {
    projectId: f.projectId,
    targetLangs: ['hi'],
    pipeline: 'translationProofreading',
  });
  const ready = await waitReady(s.app, f.manager, created.body.data.requestId);
  const translator = await createMember(s.app, 'translationAdmin', f.manager.organisationId);
  const subBatchId: string = ready.subBatches[0].subBatchId;
  expect((await api(s.app, f.manager, 'manual-translation/assign', { subBatchId, step: 'translation', userId: translator.id })).status).toBe(200);
  return { ...f, translator, subBatchId, requestId: created.body.data.requestId as string };
}

async function download(member: Member, subBatchId: string, version?: '1.2' | '2.1') {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/translation/download/batchFile',
    payload: { subBatchId, ...(version ? { version } : {}) },
    headers: { authorization: `Bearer ${member.token}` },
  });
  return { status: res.statusCode, text: res.body, headers: res.headers };
}

const send = (member: Member, subBatchId: string, xml: string) =>
  upload(s.app, '/api/upload/batchFile', member.token, [
    { name: 'subBatchId', value: subBatchId },
    { name: 'file', filename: 'batch.xlf', value: xml, contentType: 'application/xliff+xml' },
  ]);

const drafts = async (member: Member, subBatchId: string) =>
  (await api(s.app, member, 'manual-translation/task/segments', { subBatchId })).body.data.segments as { sourceHash: string; source: string; target: string }[];

/** Puts a target into the unit of the given segment, in either XLIFF version. */
function withTarget(xml: string, hash: string, target: string): string {
  const unit = new RegExp(`(<(?:unit|trans-unit) id="${hash}"[\\s\\S]*?<target[^>]*?)(?:/>|>[\\s\\S]*?</target>)`);
  expect(unit.test(xml)).toBe(true);
  return xml.replace(unit, `$1>${target}</target>`);
}

describe('offline batch files (XLIFF)', () => {
  for (const version of ['2.1', '1.2'] as const)
    it(`XLIFF ${version}: download → edit → upload saves the drafts; nothing else changes`, async () => {
      const t = await taskFixture();
      await s.app.ctx.db.insert(glossaryTerms).values({ projectId: t.projectId, term: 'shop', rule: 'never' });
      const file = await download(t.translator, t.subBatchId, version === '2.1' ? undefined : version);
      expect(file.status).toBe(200);
      expect(file.headers['content-disposition']).toContain('.xlf');
      expect(file.text).toContain(version === '2.1' ? 'version="2.1"' : 'version="1.2"');
      expect(file.text).toContain(t.urls[0]); // the page as context
      expect(file.text).toContain(version === '2.1' ? 'translate="no">shop</mrk>' : '<mrk mtype="protected">shop</mrk>');
      const before = await drafts(t.translator, t.subBatchId);
      const edited = withTarget(file.text, HOME[0]!.hash, 'हमारी दुकान में स्वागत है &amp; धन्यवाद');
      const res = await send(t.translator, t.subBatchId, edited);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data).toMatchObject({ saved: 1, refused: [] });
      const after = await drafts(t.translator, t.subBatchId);
      expect(after.find((d) => d.sourceHash === HOME[0]!.hash)?.target).toBe('हमारी दुकान में स्वागत है & धन्यवाद');
      expect(after.filter((d) => d.sourceHash !== HOME[0]!.hash)).toEqual(before.filter((d) => d.sourceHash !== HOME[0]!.hash));
    });

  it('refuses a target whose inline tags differ from its source, by segment, and keeps the rest', async () => {
    const t = await taskFixture();
    const file = (await download(t.translator, t.subBatchId)).text;
    let edited = withTarget(file, HOME[0]!.hash, 'स्वागत <pc id="1">है</pc>');
    edited = withTarget(edited, HOME[1]!.hash, 'मुफ़्त डिलीवरी');
    const res = await send(t.translator, t.subBatchId, edited);
    expect(res.status).toBe(200);
    expect(res.body.data.saved).toBe(1);
    expect(res.body.data.refused).toEqual([{ id: HOME[0]!.hash, source: HOME[0]!.text, reason: M.tagMismatch('', '</1> <1>') }]);
    const after = await drafts(t.translator, t.subBatchId);
    expect(after.find((d) => d.sourceHash === HOME[1]!.hash)?.target).toBe('मुफ़्त डिलीवरी');
    expect(after.find((d) => d.sourceHash === HOME[0]!.hash)?.target).not.toContain('<1>');
  });

  it('refuses files of another task or organisation, unknown segments and XXE; nothing changes', async () => {
    const t = await taskFixture();
    const other = await taskFixture();
    const before = await drafts(t.translator, t.subBatchId);
    const foreign = withTarget((await download(other.translator, other.subBatchId)).text, HOME[0]!.hash, 'x');
    const res = await send(t.translator, t.subBatchId, foreign);
    expect([res.status, res.body.message]).toEqual([409, M.otherTask]);
    // Another organisation's linguist can neither download nor upload this task.
    expect((await download(other.translator, t.subBatchId)).status).toBe(404);
    expect((await send(other.translator, t.subBatchId, foreign)).status).toBe(404);

    const own = (await download(t.translator, t.subBatchId)).text;
    const unknown = own.replace(`id="${HOME[0]!.hash}"`, 'id="not-a-segment"');
    const res2 = await send(t.translator, t.subBatchId, withTarget(unknown, HOME[1]!.hash, 'y'));
    expect([res2.status, res2.body.message, res2.body.data]).toEqual([400, M.unknownSegments, { ids: ['not-a-segment'] }]);

    const xxe = own.replace('<?xml version="1.0" encoding="UTF-8"?>', '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY e SYSTEM "file:///etc/passwd">]>');
    const res3 = await send(t.translator, t.subBatchId, withTarget(xxe, HOME[1]!.hash, '&e;'));
    expect(res3.status).toBe(400);
    expect(res3.body.message).toMatch(/entity declaration/);
    const res4 = await send(t.translator, t.subBatchId, 'not xml at all <');
    expect(res4.status).toBe(400);
    expect(await drafts(t.translator, t.subBatchId)).toEqual(before);
    // Only the current assignee may take the task offline.
    expect((await post(s.app, '/api/translation/download/batchFile', { subBatchId: t.subBatchId }, { token: t.manager.token })).status).toBe(403);
  });
});
