import { describe, expect, it } from 'vitest';
import { emailSchema, hasNoCredentials, isValidEmail, MESSAGES, urlSchema } from './validation.ts';

describe('email rule: at most two domain parts, the public suffix counted as one', () => {
  it.each([
    'name@company.co.in',
    'officer@gov.in',
    'officer@nic.in',
    'dean@ac.in',
    'admin@example.gov.in',
    'asha@iitb.ac.in',
    'ravi@shop.com',
    'ab@example.org',
    'ab@firm.co.uk',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['asha@mail.example.com', 'three parts'],
    ['xy@dept.example.gov.in', 'three parts under gov.in'],
    ['xy@a.b.co.in', 'three parts under co.in'],
    ['xy@localhost', 'one label'],
    ['xy@com', 'one label'],
    ['a@example.com', 'one-character local part'],
    ['ab@e.com', 'one-character label'],
    ['ab@exa..com', 'two dots'],
    ['ab@exa_mple.com', 'a character outside letters, digits and hyphen'],
    ['ab cd@example.com', 'whitespace'],
  ])('refuses %s (%s)', (email) => expect(isValidEmail(email)).toBe(false));

  it('keeps the message as written', () => {
    const result = emailSchema.safeParse('asha@mail.example.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.emailInvalid);
    expect(emailSchema.parse(' Name@Company.CO.IN ')).toBe('name@company.co.in');
  });
});

describe('project URLs with credentials', () => {
  it('refuses user:pass@host with a clear message, and keeps other URLs', () => {
    expect(hasNoCredentials('https://user:pass@example.com/')).toBe(false);
    expect(hasNoCredentials('https://user@example.com/')).toBe(false);
    const refused = urlSchema.safeParse('https://user:pass@example.com/');
    expect(refused.error?.issues.map((i) => i.message)).toEqual([MESSAGES.urlCredentials]);
    expect(urlSchema.parse('www.example.com')).toBe('https://www.example.com');
    expect(urlSchema.safeParse('not a url').error?.issues[0]?.message).toBe(MESSAGES.urlInvalid);
  });
});
