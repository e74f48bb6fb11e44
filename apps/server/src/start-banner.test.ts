import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { isLoopbackHost, startBanner } from './start-banner.ts';

const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/lipi-banner-test', ...env });
const dev = { mail: 'dev-mailbox', sms: 'dev-outbox', database: 'PGlite in ./data' } as const;

describe('start banner', () => {
  it('says where mails and SMS go in development, and warns when development mode listens on every interface', () => {
    const banner = startBanner(config({ HOST: '0.0.0.0', PORT: '3000' }), dev);
    expect(banner.lines).toEqual([
      'Lipi is running at http://localhost:3000 (database: PGlite in ./data)',
      'Mail: kept in the dev outbox, http://localhost:3000/dev/outbox (readable from this machine only)',
      'SMS: kept in the dev outbox, http://localhost:3000/dev/outbox (readable from this machine only)',
    ]);
    expect(banner.warnings).toHaveLength(1);
    expect(banner.warnings[0]).toMatch(
      /^WARNING: development mode \(NODE_ENV=development\) listening on 0\.0\.0\.0:3000, so other machines can reach it\. .*HOST=127\.0\.0\.1/,
    );
  });

  it('does not warn on a loopback interface', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]']) expect(startBanner(config({ HOST: host }), dev).warnings).toEqual([]);
    expect(['0.0.0.0', '::', '192.168.1.4', 'lipi.example.org'].map(isLoopbackHost)).toEqual([false, false, false, false]);
  });

  it('names the providers in production, and says plainly when nothing is delivered', () => {
    const prod = config({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://lipi.example.org',
      SMTP_URL: 'smtp://user:secret@mail.example.org:587',
    });
    const banner = startBanner(prod, { mail: 'smtp', sms: 'dev-outbox', database: 'PostgreSQL' });
    expect(banner.lines.slice(1)).toEqual([
      'Mail: sent through SMTP at mail.example.org:587 from Lipi <no-reply@lipi.local>',
      'SMS: NOT delivered (no provider is set; the dev outbox is off in production)',
    ]);
    expect(banner.lines.join('\n')).not.toContain('secret');
    expect(banner.warnings).toEqual([]);
  });
});
