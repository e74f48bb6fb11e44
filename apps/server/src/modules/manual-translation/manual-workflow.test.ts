import { MANUAL_TRANSLATION_MESSAGES as M } from '@lipi/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tmRevisions, translationMemory } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createMember, type Member } from '../projects/project-test-helpers.ts';
import { seedTranslations } from '../translation/translation-test-helpers.ts';
import { api, createManualFixture, get, HOME, waitReady } from './manual-test-helpers.ts';

const s = useTestApp();

type Sub = { subBatchId: string; currentStep: string | null; state: string };

async function assignAll(manager: Member, requestId: string, subs: Sub[], who: Record<string, Member>) {
  for (const sub of subs)
    for (const [step, member] of Object.entries(who)) {
      const res = await api(s.app, manager, 'manual-translation/assign', { subBatchId: sub.subBatchId, step, userId: member.id });
      expect(res.status, res.body.message).toBe(200);
    }
  return (await get(s.app, manager, `manual-translation/request/${requestId}`)).body.data;
}

type Draft = { sourceHash: string; source: string; target: string };

/** Works every task of the inbox: the translator writes from the source, a reviewer edits the target. */
async function workInbox(member: Member, prefix: string, from: 'source' | 'target' = 'source') {
  const { tasks } = (await api(s.app, member, 'manual-translation/tasks')).body.data;
  for (const task of tasks) {
    const { segments } = (await api(s.app, member, 'manual-translation/task/segments', { subBatchId: task.subBatchId })).body.data;
    const edits = segments.map((x: Draft) => ({ sourceHash: x.sourceHash, target: `${prefix} ${x[from]}` }));
    expect((await api(s.app, member, 'manual-translation/task/save', { subBatchId: task.subBatchId, segments: edits })).status).toBe(200);
    expect((await api(s.app, member, 'manual-translation/task/finish', { subBatchId: task.subBatchId })).status).toBe(200);
  }
  return tasks.length as number;
}

async function tmRow(organisationId: string, hash: string, lang = 'hi') {
  const [row] = await s.app.ctx.db
    .select()
    .from(translationMemory)
    .where(and(eq(translationMemory.organisationId, organisationId), eq(translationMemory.sourceHash, hash), eq(translationMemory.targetLang, lang)));
  return row;
}

describe('manual translation workflow inside Lipi', () => {
  it('goes request → batches → translate → proofread → approve into PBK → revert', async () => {
    const f = await createManualFixture(s.app);
    const org = f.manager.organisationId;
    await seedTranslations(s.app, org, [{ ...HOME[1]!, lang: 'hi', target: 'पुराना अनुवाद', type: 'MACHINE' }]);
    const created = await api(s.app, f.manager, 'manual-translation/request', {
      projectId: f.projectId,
      targetLangs: ['hi'],
      pipeline: 'translationProofreading',
      dueDate: '2026-12-31',
      notes: 'Homepage launch',
    });
    expect([created.status, created.body.data.status]).toEqual([200, 'pendingMachineTranslation']);
    const requestId = created.body.data.requestId;
    const ready = await waitReady(s.app, f.manager, requestId);
    expect(ready.batches).toHaveLength(1);
    expect(ready.subBatches[0]).toMatchObject({ currentStep: 'translation', state: 'waiting', segments: 6 });
    expect(ready.history.map((h: { status: string }) => h.status)).toEqual([
      'pendingMachineTranslation',
      'processingMachineTranslation',
      'completedMachineTranslation',
      'pendingManualTranslation',
    ]);

    const translator = await createMember(s.app, 'translationAdmin', org);
    const proofreader = await createMember(s.app, 'collaborator', org);
    const outsider = await createMember(s.app, 'translationAdmin');
    const linguists = (await api(s.app, f.manager, 'manual-translation/linguists', { requestId })).body.data.linguists.map((l: { userId: string }) => l.userId);
    expect(linguists).toEqual(expect.arrayContaining([translator.id, proofreader.id]));
    expect(linguists).not.toContain(outsider.id);
    const foreign = await api(s.app, f.manager, 'manual-translation/assign', {
      subBatchId: ready.subBatches[0].subBatchId,
      step: 'translation',
      userId: outsider.id,
    });
    expect([foreign.status, foreign.body.message]).toEqual([400, M.notLinguist]);

    const assigned = await assignAll(f.manager, requestId, ready.subBatches, { translation: translator, proofreading: proofreader });
    expect(assigned.requests.status).toBe('processingManualTranslation');
    expect((await api(s.app, proofreader, 'manual-translation/tasks')).body.data.tasks).toHaveLength(0);

    // The draft starts from what memory held; a segment outside the task and someone else's task are refused.
    const sub = ready.subBatches[0].subBatchId;
    const draft = (await api(s.app, translator, 'manual-translation/task/segments', { subBatchId: sub })).body.data.segments;
    expect(draft.find((x: { source: string }) => x.source === HOME[1]!.text).target).not.toBe('');
    const stray = await api(s.app, translator, 'manual-translation/task/save', { subBatchId: sub, segments: [{ sourceHash: 'nope', target: 'x' }] });
    expect([stray.status, stray.body.data.sourceHashes]).toEqual([400, ['nope']]);
    expect((await api(s.app, proofreader, 'manual-translation/task/segments', { subBatchId: sub })).status).toBe(403);

    expect(await workInbox(translator, 'T')).toBe(1);
    expect(await workInbox(proofreader, 'P', 'target')).toBe(1);
    const done = (await get(s.app, f.manager, `manual-translation/request/${requestId}`)).body.data;
    expect([done.requests.status, done.subBatches[0].state]).toEqual(['completedManualTranslation', 'done']);

    const approved = await api(s.app, f.manager, 'prabandhak/approve', { requestId });
    expect(approved.body.data.status).toBe('signOff');
    const row = await tmRow(org, HOME[1]!.hash);
    expect([row?.type, row?.preProcessedTarget]).toEqual(['PBK', `P T ${HOME[1]!.text}`]);
    const revisions = await s.app.ctx.db
      .select()
      .from(tmRevisions)
      .where(eq(tmRevisions.origin, `pbk:${requestId}`));
    expect(revisions).toHaveLength(6);
    const twice = await api(s.app, f.manager, 'prabandhak/approve', { requestId });
    expect([twice.status, twice.body.message]).toEqual([409, M.alreadyApproved]);
    expect((await api(s.app, f.manager, 'manual-translation/delete', { requestId })).status).toBe(409);

    const reverted = await api(s.app, f.manager, 'revert', { requestId, batchId: ready.batches[0].batchId });
    expect(reverted.body.data.status).toBe('reverted');
    expect((await tmRow(org, HOME[1]!.hash))?.preProcessedTarget).toBe('पुराना अनुवाद');
    const again = await api(s.app, f.manager, 'revert', { requestId });
    expect([again.status, again.body.message]).toEqual([409, M.nothingToRevert]);
  }, 60_000);

  it('sends work back on reject and takes the re-delivery; lists, search, tenancy and delete', async () => {
    const f = await createManualFixture(s.app);
    const org = f.manager.organisationId;
    const { requestId } = (
      await api(s.app, f.manager, 'manual-translation/request', {
        projectId: f.projectId,
        targetLangs: ['mr'],
        urls: [f.urls[1]],
        pipeline: 'translation',
        notes: 'about page',
      })
    ).body.data;
    const ready = await waitReady(s.app, f.manager, requestId);
    const translator = await createMember(s.app, 'translationAdmin', org);
    const early = await api(s.app, f.manager, 'prabandhak/approve', { requestId });
    expect([early.status, early.body.message]).toEqual([409, M.notReadyForReview]);
    await assignAll(f.manager, requestId, ready.subBatches, { translation: translator });
    await workInbox(translator, 'v1');
    const rejected = await api(s.app, f.manager, 'reject', { requestId, reason: 'Use formal register' });
    expect(rejected.body.data.status).toBe('rejectedManualTranslation');
    expect(await workInbox(translator, 'v2')).toBe(1);
    const detail = (await get(s.app, f.manager, `manual-translation/request/${requestId}`)).body.data;
    expect([detail.requests.status, detail.rejectReason]).toEqual(['completedManualTranslation', 'Use formal register']);

    const page = (await get(s.app, f.manager, 'manual-translation/request/1/10?searchText=about')).body.data;
    expect(page.requests.map((r: { requestId: string }) => r.requestId)).toEqual([requestId]);
    const byProject = (await get(s.app, f.manager, `manual-translation/request/${f.projectId}/1/10`)).body.data;
    expect(byProject.total).toBe(1);
    const stranger = await createMember(s.app, 'deliveryManager');
    expect((await get(s.app, stranger, `manual-translation/request/${requestId}`)).status).toBe(404);
    expect((await api(s.app, stranger, 'manual-translation/delete', { requestId })).status).toBe(404);
    expect((await api(s.app, translator, 'manual-translation/delete', { requestId })).status).toBe(403);
    expect((await api(s.app, f.manager, 'apiTranslation/request', { projectId: f.projectId })).body.message).toBe(M.apiContentUnavailable);
    expect((await api(s.app, f.manager, 'manual-translation/delete', { requestId })).status).toBe(200);
    expect((await get(s.app, f.manager, `manual-translation/request/${requestId}`)).status).toBe(404);
  }, 60_000);
});
