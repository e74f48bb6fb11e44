import { fnv1a64 } from '@lipi/engine/extract';
import type { FastifyInstance } from 'fastify';
import { post } from '../../test/auth-helpers.ts';
import { createMember, createTestProject, seedScope, uniqueSite, type Member } from '../projects/project-test-helpers.ts';
import { writeTranslations, type TmWrite } from '../translation-memory/tm-store.ts';

/** A segment as the crawler stores it: hashed by the engine over its (already normalised) text. */
export const seg = (text: string, words = text.split(' ').length) => ({ hash: fnv1a64(text), text, words });

export const PAGE_ONE = [seg('Welcome to our shop'), seg('Read the <1>terms</1> first'), seg('Contact us'), seg('Free delivery on all orders')];
export const PAGE_TWO = [seg('Contact us'), seg('Our story began in 1990'), seg('नमस्ते दोस्तों'), seg('Hello नमस्ते')];

export type Fixture = { admin: Member; projectId: string; host: string; urls: [string, string] };

/** An organisation with a project on hi and mr and two crawled pages (one segment shared). */
export async function createFixture(app: FastifyInstance, role = 'organisationAdmin'): Promise<Fixture> {
  const admin = await createMember(app, role);
  const host = uniqueSite('tm');
  const projectId = await createTestProject(app, admin, { url: `https://${host}/`, languages: ['hi', 'mr'] });
  const urls: [string, string] = [`https://${host}/`, `https://${host}/about`];
  await seedScope(app, projectId, [
    { url: urls[0], segments: PAGE_ONE },
    { url: urls[1], segments: PAGE_TWO },
  ]);
  return { admin, projectId, host, urls };
}

type Seed = { hash: string; text: string; lang: string; target: string; type?: TmWrite['type']; displayType?: TmWrite['displayType'] };

/** TM rows through the one write path (so revisions are appended as in production). */
export async function seedTranslations(app: FastifyInstance, organisationId: string, rows: Seed[]) {
  return writeTranslations(
    app.ctx.db,
    organisationId,
    rows.map((r) => ({
      sourceHash: r.hash,
      sourceText: r.text,
      targetLang: r.lang,
      preProcessedTarget: r.target,
      type: r.type ?? 'MACHINE',
      displayType: r.displayType ?? 'translation',
      origin: 'nmt:test',
    })),
    { keepHuman: false },
  );
}

export const ask = (app: FastifyInstance, token: string, path: string, body: object) => post(app, `/api/${path}`, body, { token });
