import { MANUAL_TRANSLATION_MESSAGES as M } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { manualSegments, translationMemory } from '../../db/schema/index.ts';
import { userRoom } from '../../realtime/rooms.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createMember } from '../projects/project-test-helpers.ts';
import { upload } from '../scope/scope-test-helpers.ts';
import { ABOUT, api, createManualFixture, get, HOME, waitReady } from './manual-test-helpers.ts';

const s = useTestApp();

/** A Hindi request for the home page only, its translation step given to a new translator (who is told, live). */
async function taskFixture() {
  const f = await createManualFixture(s.app);
  const created = await api(s.app, f.manager, 'manual-translation/request', {
    projectId: f.projectId,
    targetLangs: ['hi'],
    urls: [f.urls[0]],
    pipeline: 'translation',
  });
  const requestId: string = created.body.data.requestId;
  const ready = await waitReady(s.app, f.manager, requestId);
  const translator = await createMember(s.app, 'translationAdmin', f.manager.organisationId);
  const subBatchId: string = ready.subBatches[0].subBatchId;
  const emit = vi.spyOn(s.app.ctx.realtime, 'emit');
  expect((await api(s.app, f.manager, 'manual-translation/assign', { subBatchId, step: 'translation', userId: translator.id })).status).toBe(200);
  const pushed = emit.mock.calls.filter(([room, event]) => room === userRoom(translator.id) && event === 'notification');
  emit.mockRestore();
  return { ...f, translator, subBatchId, requestId, pushed };
}

describe('the main editor on a linguist task', () => {
  it('shows only the task segments in its language and saves only those, as drafts', async () => {
    const f = await taskFixture();
    expect(f.pushed).toHaveLength(1);
    const bell = await api(s.app, f.translator, 'notification/fetch', { pageNumber: 1 });
    expect(bell.body.data.notifications[0]).toMatchObject({ title: 'New translation task', seen: false });

    const list = await api(s.app, f.translator, 'translation/dashboard/get', {
      projectId: f.projectId,
      targetLang: 'hi',
      subBatchId: f.subBatchId,
      pageNumber: 1,
      pageSize: 50,
    });
    expect(list.status, list.body.message).toBe(200);
    expect(list.body.data.rows.map((r: { sourceText: string }) => r.sourceText).sort()).toEqual(HOME.map((x) => x.text).sort());
    const otherLang = await api(s.app, f.translator, 'translation/dashboard/get', {
      projectId: f.projectId,
      targetLang: 'mr',
      subBatchId: f.subBatchId,
      pageNumber: 1,
      pageSize: 50,
    });
    expect(otherLang.status).toBe(400);

    const save = (sourceHash: string, text: string, who = f.translator) =>
      api(s.app, who, 'translation/user/update', { projectId: f.projectId, targetLang: 'hi', sourceHash, preProcessedTarget: text, subBatchId: f.subBatchId });
    const ok = await save(HOME[0]!.hash, 'हमारी दुकान में स्वागत है');
    expect(ok.status, ok.body.message).toBe(200);
    const outside = await save(ABOUT[1]!.hash, 'शर्तें पहले पढ़ें');
    expect([outside.status, outside.body.message]).toEqual([403, M.notInTask]);
    const colleague = await createMember(s.app, 'translationAdmin', f.manager.organisationId);
    expect((await save(HOME[1]!.hash, 'मुफ़्त डिलीवरी', colleague)).status).toBe(403);

    const { segments } = (await api(s.app, f.translator, 'manual-translation/task/segments', { subBatchId: f.subBatchId })).body.data;
    const drafts = Object.fromEntries(segments.map((x: { sourceHash: string; target: string }) => [x.sourceHash, x.target]));
    expect(drafts[HOME[0]!.hash]).toBe('हमारी दुकान में स्वागत है');
    expect(drafts[HOME[1]!.hash]).not.toBe('मुफ़्त डिलीवरी');
    // Drafts, not memory: nothing reaches the site before the manager approves.
    const tm = await s.app.ctx.db
      .select()
      .from(translationMemory)
      .where(and(eq(translationMemory.organisationId, f.manager.organisationId), eq(translationMemory.sourceHash, ABOUT[1]!.hash)));
    expect(tm).toHaveLength(0);
  });
});

describe('whole-batch file for the manager', () => {
  it('downloads every sub-batch of a language as one XLIFF and takes it back through the same checks', async () => {
    const f = await taskFixture();
    const batchId: string = (await api(s.app, f.manager, 'prabandhak/batch/list', { requestId: f.requestId })).body.data.batches[0].batchId;
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/manual-translation/batch/download',
      payload: { batchId },
      headers: { authorization: `Bearer ${f.manager.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('version="1.2"');
    for (const x of HOME) expect(res.body).toContain(`id="${x.hash}"`);
    expect((await api(s.app, f.translator, 'manual-translation/batch/download', { batchId })).status).toBe(403);

    const unit = new RegExp(`(<trans-unit id="${HOME[2]!.hash}"[\\s\\S]*?<target[^>]*?)(?:/>|>[\\s\\S]*?</target>)`);
    expect(unit.test(res.body)).toBe(true);
    const edited = res.body.replace(unit, '$1>हमसे संपर्क करें</target>');
    const send = (who: typeof f.manager, xml: string, complete: string) =>
      upload(s.app, '/api/manual-translation/batch/upload', who.token, [
        { name: 'batchId', value: batchId },
        { name: 'complete', value: complete },
        { name: 'file', filename: 'batch.xlf', value: xml, contentType: 'application/xliff+xml' },
      ]);
    const stranger = await createManualFixture(s.app);
    expect((await send(stranger.manager, edited, 'true')).status).toBe(404);
    const up = await send(f.manager, edited, 'true');
    expect([up.status, up.body.data.saved, up.body.data.refused]).toEqual([200, 1, []]);
    const detail = (await get(s.app, f.manager, `manual-translation/request/${f.requestId}`)).body.data;
    expect(detail.requests.status).toBe('completedManualTranslation');
    const [row] = await s.app.ctx.db
      .select()
      .from(manualSegments)
      .where(and(eq(manualSegments.requestId, f.requestId), eq(manualSegments.sourceHash, HOME[2]!.hash)));
    expect(row!.draft).toBe('हमसे संपर्क करें');
  });
});
