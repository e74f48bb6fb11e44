import { expect } from 'vitest';

type OutboxMessage = { channel: string; to: string; subject: string | null; body: string; createdAt: string };

/** Reads the dev mailbox / SMS outbox like a developer would at /dev/outbox, waiting for the job to deliver. */
export async function waitForMessage(baseUrl: string, to: string, match: RegExp, timeoutMs = 15_000): Promise<RegExpMatchArray> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const json = (await res.json()) as { data: { messages: OutboxMessage[] } };
    for (const m of json.data.messages) {
      const found = m.body.match(match);
      if (found) return found;
    }
    if (Date.now() > end) expect.fail(`no message to ${to} matching ${match} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
