import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createSmtpMail } from './smtp-mail.ts';

/** A real SMTP server in the test process; every mail it accepts is parsed with mailparser. */
const received: Array<{ envelopeTo: string[]; mail: ParsedMail; user?: string }> = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
    return callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail, user: session.user as string | undefined });
        callback();
      })
      .catch(callback);
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mail adapter', () => {
  it('delivers text and html with the configured sender, authenticating from the URL', async () => {
    const mail = createSmtpMail(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'Lipi <no-reply@lipi.test>');
    expect(mail.kind).toBe('smtp');
    await mail.send({
      to: 'asha@example.com',
      subject: 'Set a new password for Lipi',
      text: 'Open https://lipi.test/new-password/abc',
      html: '<p>Open the link</p>',
    });
    const got = received.at(-1)!;
    expect(got.envelopeTo).toEqual(['asha@example.com']);
    expect(got.user).toBe('mailer');
    expect(got.mail.from?.value).toEqual([{ name: 'Lipi', address: 'no-reply@lipi.test' }]);
    expect(got.mail.subject).toBe('Set a new password for Lipi');
    expect(got.mail.text?.trim()).toBe('Open https://lipi.test/new-password/abc');
    expect(got.mail.html).toContain('<p>Open the link</p>');
  });

  it('fails (so the job retries) when the server refuses the login', async () => {
    const mail = createSmtpMail(`smtp://mailer:wrong@127.0.0.1:${port}`, 'Lipi <no-reply@lipi.test>');
    await expect(mail.send({ to: 'asha@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
