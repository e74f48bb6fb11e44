import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { startJobQueue, type JobQueue } from './queue.ts';
import { JobPayloadError, readJobPayload } from './registry.ts';

describe('job payloads', () => {
  it('reads a payload its schema accepts and names the job and field of one it refuses', () => {
    expect(readJobPayload('crawl.run', 'j1', { runId: 'r', token: 't' })).toEqual({ runId: 'r', token: 't' });
    expect(readJobPayload('crawl.sweep', 'j2', null)).toBeNull();
    expect(() => readJobPayload('project.delete', 'j3', { projectId: 'p', keepTm: 'yes' })).toThrow(JobPayloadError);
    expect(() => readJobPayload('project.delete', 'j3', { projectId: 'p', keepTm: 'yes' })).toThrow(/job project\.delete j3: payload refused: organisationId/);
  });
});

describe('a worker given a bad payload', () => {
  let database: Database;
  let queue: JobQueue;
  const refused: string[] = [];
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    queue = await startJobQueue(database, { pollSeconds: 0.5, onError: () => {}, onRefused: (err) => refused.push(err.message) });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('fails that job with a clear log and goes on with the next', async () => {
    const worked: string[] = [];
    await queue.work('sms.send', async (sms) => {
      worked.push(sms.to);
    });
    // A row written by older code or by hand: the typed send would not allow it.
    await queue.send('sms.send', { message: 'no recipient' } as never, { retryLimit: 0 });
    await queue.send('sms.send', { to: '+910000000000', message: 'hello' });
    await expect.poll(() => worked, { timeout: 20_000 }).toEqual(['+910000000000']);
    expect(refused.some((m) => m.includes('job sms.send') && m.includes('to:'))).toBe(true);
  });
});
