import { fnv1a64 } from '@lipi/engine/extract';
import type { FastifyInstance } from 'fastify';
import { call, post } from '../../test/auth-helpers.ts';
import { eventually } from '../../test/test-app.ts';
import { createMember, createTestProject, seedScope, uniqueSite, type Member } from '../projects/project-test-helpers.ts';

export const seg = (text: string, words = text.split(' ').length, occurrences = 1) => ({ hash: fnv1a64(text), text, words, occurrences });

/** Two pages with known counts: "Contact us" is on both (a repetition), the CJK line is counted in characters. */
export const HOME = [seg('Welcome to our shop'), seg('Free delivery on all orders'), seg('Contact us'), seg('Our story began in 1990')];
export const ABOUT = [seg('Contact us'), seg('Read the terms first'), seg('欢迎光临', 1)];

export type ManualFixture = { manager: Member; projectId: string; urls: [string, string] };

export async function createManualFixture(app: FastifyInstance): Promise<ManualFixture> {
  const manager = await createMember(app, 'deliveryManager');
  const host = uniqueSite('pro');
  const projectId = await createTestProject(app, manager, { url: `https://${host}/`, languages: ['hi', 'mr'] });
  const urls: [string, string] = [`https://${host}/`, `https://${host}/about`];
  await seedScope(app, projectId, [
    { url: urls[0], segments: HOME },
    { url: urls[1], segments: ABOUT },
  ]);
  return { manager, projectId, urls };
}

export const api = (app: FastifyInstance, member: Member, path: string, body: object = {}) => post(app, `/api/${path}`, body, { token: member.token });
export const get = (app: FastifyInstance, member: Member, path: string) => call(app, 'GET', `/api/${path}`, { token: member.token });

/** Waits until the preparation job has batched the request and it is ready for assignment. */
export async function waitReady(app: FastifyInstance, member: Member, requestId: string) {
  return eventually(async () => {
    const res = await get(app, member, `manual-translation/request/${requestId}`);
    return res.body.data?.requests.status === 'pendingManualTranslation' ? res.body.data : null;
  }, 20_000);
}
