import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { devOutbox } from '../../db/schema/index.ts';
import { eventually, uniqueEmail } from '../../test/test-app.ts';
import { queueMail, queueSms } from './messaging.ts';

const env = () => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'x'.repeat(40),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'lipi-msg-')),
  JOB_POLL_SECONDS: '0.5',
  WEB_DIST_DIR: '/nonexistent',
});

describe('mail and SMS jobs', () => {
  it('deliver through the dev outbox, and a job queued before a restart is delivered after it', async () => {
    const url = process.env.TEST_DATABASE_URL;
    const pgliteDir = mkdtempSync(join(tmpdir(), 'lipi-pglite-'));
    const open = () => openDatabase(url ? { url } : { pgliteDir });
    const to = uniqueEmail('restart');
    const phone = `+91${Date.now().toString().slice(-10)}`;

    // First process: queues work, then stops before any worker runs.
    const first = await open();
    if (!url) await first.migrate();
    const app1 = await buildApp(loadConfig(env()), { database: first, startWorkers: false });
    await queueMail(app1.ctx, { to, subject: 'Queued before restart', text: 'hello after restart' });
    await queueSms(app1.ctx, { to: phone, message: 'sms after restart' });
    await app1.close();
    await first.close();

    // Second process on the same database: the workers pick the jobs up.
    const second = await open();
    const app2 = await buildApp(loadConfig(env()), { database: second });
    try {
      const mail = await eventually(async () => (await second.db.select().from(devOutbox).where(eq(devOutbox.to, to)))[0], 20_000);
      expect(mail.subject).toBe('Queued before restart');
      expect(mail.channel).toBe('mail');
      const sms = await eventually(async () => (await second.db.select().from(devOutbox).where(eq(devOutbox.to, phone)))[0], 20_000);
      expect(sms.body).toBe('sms after restart');
    } finally {
      await app2.close();
      await second.close();
    }
  });
});
