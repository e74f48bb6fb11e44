import { describe, expect, it } from 'vitest';
import { isAlwaysPublicPath, paths } from './paths.ts';

describe('paths', () => {
  it('keeps verification and new-password screens public even when signed in', () => {
    expect(isAlwaysPublicPath('/verification/abc')).toBe(true);
    expect(isAlwaysPublicPath('/new-password/abc')).toBe(true);
    expect(isAlwaysPublicPath('/sign-in')).toBe(false);
    expect(isAlwaysPublicPath('/app')).toBe(false);
  });

  it('encodes parameters in links', () => {
    expect(paths.notification.build('Mail sent to a@b.co / check')).toBe('/notification/Mail%20sent%20to%20a%40b.co%20%2F%20check');
    expect(paths.newPassword.build('t0k')).toBe('/new-password/t0k');
  });
});
