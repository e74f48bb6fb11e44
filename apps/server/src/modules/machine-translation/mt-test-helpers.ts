import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { post } from '../../test/auth-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import { createMember, createTestProject, seedScope, type Member } from '../projects/project-test-helpers.ts';
import type { RunOptions } from './run-runtime.ts';
import { registerTranslationRunWorker } from './translation-run.job.ts';

/** Short backoff and small chunks, so retries and resumes happen within a test's seconds. */
export const TEST_RUN_OPTIONS: Partial<RunOptions> = { baseDelayMs: 20, maxDelayMs: 2_000, maxAttempts: 4, chunkSize: 50, progressIntervalMs: 0 };

export type LibreCall = { q: string[]; source: string; target: string };
export type LibreReply = { status: number; body: unknown; headers?: Record<string, string> } | { texts: string[] };

/** What the fake "translates" to: visibly the target language, tokens kept. */
export const fakeText = (text: string, target: string) => `${target}:${text}`;

/**
 * A LibreTranslate server on 127.0.0.1 speaking its documented API (POST /translate, q as a list),
 * driven by the real adapter; `calls` records every request as received.
 */
export async function startFakeLibre(
  decide: (call: LibreCall, index: number) => LibreReply | Promise<LibreReply> = (call) => ({ texts: call.q.map((t) => fakeText(t, call.target)) }),
) {
  const calls: LibreCall[] = [];
  const server = createServer((req, res) => {
    // Only /translate is spoken: the language list (GET /languages) is missing, so the adapter keeps its documented list.
    if (req.method !== 'POST') return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not Found' }));
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', async () => {
      const body = JSON.parse(raw) as { q: string[]; source: string; target: string };
      const call = { q: body.q, source: body.source, target: body.target };
      calls.push(call);
      const reply = await decide(call, calls.length - 1);
      if ('texts' in reply) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: reply.texts }));
      else res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeLibre = Awaited<ReturnType<typeof startFakeLibre>>;

/** The real app with LibreTranslate pointed at the fake and only the translation worker running. */
export async function createMtApp(libreUrl: string, options: Partial<RunOptions> = {}): Promise<TestApp> {
  const t = await createTestApp({ LIBRETRANSLATE_URL: libreUrl }, { startWorkers: false });
  await registerTranslationRunWorker(t.app.ctx, { ...TEST_RUN_OPTIONS, ...options });
  return t;
}

export type Seg = { hash: string; text: string; words?: number };

/** An organisation admin with a project in these languages, its pages holding these segments. */
export async function createMtProject(
  app: FastifyInstance,
  pages: { host?: string; segments: Seg[] }[],
  languages = ['hi', 'ur'],
): Promise<{ owner: Member; projectId: string }> {
  const owner = await createMember(app, 'organisationAdmin');
  const projectId = await createTestProject(app, owner, { languages });
  await seedScope(
    app,
    projectId,
    pages.map((page, i) => ({
      url: `https://${page.host ?? 'www.example.com'}/page-${i}`,
      segments: page.segments.map((s) => ({ ...s, words: s.words ?? s.text.split(/\s+/).length })),
    })),
  );
  return { owner, projectId };
}

let counter = 0;
export const newRequestId = () => `req-${Date.now().toString(36)}-${++counter}`;

export async function applyNmt(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return post(app, '/api/translation/nmt/apply', { idArr: [], requestId: newRequestId(), ...body }, { token });
}

/** Polls the status call until the run has ended, and returns the status reply's data. */
export async function waitForRun(app: FastifyInstance, token: string, projectId: string, runId: string, timeoutMs = 15_000) {
  return eventually(async () => {
    const res = await post(app, '/api/translation/nmt/status', { projectId, runId }, { token });
    return ['completed', 'failed'].includes(res.body.data?.run?.status) ? res.body.data : undefined;
  }, timeoutMs);
}
