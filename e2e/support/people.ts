import { expect } from 'vitest';
import { waitForMessage } from './outbox.ts';

let counter = 0;
const stamp = () => `${Date.now()}${String(counter++).padStart(2, '0')}`;

/**
 * A fresh address per call: local part `e2e{tag}{ms}{n}`, domain example.com by default (at most two
 * parts with the public suffix counted as one, as the email rule demands; `company.co.in` passes too).
 */
export function uniqueEmail(tag: string, domain = 'example.com'): string {
  return `e2e${tag}${stamp()}@${domain}`;
}

/** A fresh Indian mobile number: 10 digits, first digit 9 (6-9 allowed), the rest from the clock and a counter. */
export function uniquePhone(): string {
  const digits = `${Date.now() % 10_000_000}`.padStart(7, '0') + String(counter++ % 100).padStart(2, '0');
  return `9${digits}`;
}

/** A fresh hostname for a free-trial website (one project per site). */
export function uniqueSite(): string {
  return `www.lipi-e2e-${stamp()}.in`;
}

type Envelope<T> = { success: boolean; message: string; data: T };

export async function postJson<T = unknown>(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  return { status: res.status, ...json };
}

export type Person = { firstName: string; lastName: string; name: string; email: string; password: string };

/**
 * An organisationAdmin made through the API the way a person would: the older sign-up
 * (`auth/new`) and the mailed verification link, read from the dev mailbox.
 */
export async function createVerifiedUser(baseUrl: string, tag: string, password = 'Lipi-e2e-Password1'): Promise<Person> {
  const firstName = 'Meera';
  const lastName = `Tester${tag}`;
  const email = uniqueEmail(tag);
  const signUp = await postJson(baseUrl, 'auth/new', {
    firstName,
    lastName,
    email,
    organisation: `E2E ${tag} Pvt Ltd`,
    password,
    confirmPassword: password,
  });
  expect(signUp.status, signUp.message).toBe(200);
  const [, token] = await waitForMessage(baseUrl, email, /\/verification\/([A-Za-z0-9_-]+)/);
  const verified = await postJson(baseUrl, 'auth/verification', { uuid: token });
  expect(verified.status, verified.message).toBe(200);
  return { firstName, lastName, name: `${firstName} ${lastName}`, email, password };
}
