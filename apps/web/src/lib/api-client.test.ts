import '../test/setup.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/render.tsx';
import { api, configureApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { clearSession, getStoredRole, getToken, storeSession } from './auth-storage.ts';

const onSessionEnd = vi.fn();

beforeEach(() => {
  configureApiClient({ onSessionEnd });
  storeSession('stored-token', 'organisationAdmin');
});
afterEach(() => onSessionEnd.mockReset());

describe('api client', () => {
  it('sends the stored token, the client clock and JSON, and unwraps data', async () => {
    const { calls } = stubApi({ 'auth/verifyOtp': { data: { phoneVerified: true, emailVerified: false } } });
    const before = Date.now();
    await expect(api.post('auth/verifyOtp', { otp: '123456' })).resolves.toEqual({ phoneVerified: true, emailVerified: false });
    const { headers, body } = calls[0]!;
    expect(headers.get('authorization')).toBe('stored-token');
    expect(Number(headers.get('timezone'))).toBeGreaterThanOrEqual(before);
    expect(headers.get('content-type')).toBe('application/json');
    expect(body).toEqual({ otp: '123456' });
  });

  it('throws ApiError with message, type, data and status', async () => {
    clearSession();
    stubApi({ auth: { status: 401, message: 'Invalid email or password', type: 'UNAUTHORIZED', data: { locked: false, attempts: 2 } } });
    const error = await api.post('auth', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid email or password', type: 'UNAUTHORIZED', status: 401, data: { locked: false, attempts: 2 } });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('ends a revoked session: 401 UNAUTHORIZED to a call made with the stored token', async () => {
    stubApi({ project: { status: 401, message: 'Your session has ended', type: 'UNAUTHORIZED' } });
    await expect(api.post('project', {})).rejects.toMatchObject({ type: 'UNAUTHORIZED', status: 401 });
    expect(getToken()).toBeNull();
    expect(getStoredRole()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 to a call with its own token (a set-password link)', async () => {
    stubApi({ 'auth/updatePassword': { status: 401, message: 'Link expired', type: 'UNAUTHORIZED' } });
    await expect(api.post('auth/updatePassword', {}, { token: 'link-token' })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBe('stored-token');
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('keeps the session on a 403 FORBIDDEN (a refused action, not a refused token)', async () => {
    stubApi({ 'project/delete': { status: 403, message: 'You are not allowed to do this', type: 'FORBIDDEN' } });
    await expect(api.post('project/delete', {})).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe('stored-token');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const { calls } = stubApi({ 'scope/upload': { data: { added: 1 }, message: 'ok' } });
    const form = new FormData();
    form.append('projectId', 'p1');
    await expect(api.postEnvelope('scope/upload', form)).resolves.toMatchObject({ message: 'ok', data: { added: 1 } });
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers.get('content-type')).toBeNull();
  });

  it.each([401, 500])('clears token and role and goes to / on TokenExpiredError (%i)', async (status) => {
    stubApi({ 'user/check/': { status, message: 'jwt expired', type: 'TokenExpiredError' } });
    await expect(api.get('user/check/')).rejects.toMatchObject({ type: 'TokenExpiredError' });
    expect(getToken()).toBeNull();
    expect(getStoredRole()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('clears the session on TIME_TRAVEL even when the reply is a success', async () => {
    stubApi({ 'project/free': { status: 200, success: true, type: 'TIME_TRAVEL', data: { project: null } } });
    await expect(api.get('project/free')).rejects.toMatchObject({ type: 'TIME_TRAVEL' });
    expect(getToken()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('clears the session on a failed TIME_TRAVEL reply', async () => {
    stubApi({ 'user/check/': { status: 401, type: 'TIME_TRAVEL', message: 'Your device clock is out of sync.' } });
    await expect(api.get('user/check/')).rejects.toMatchObject({ message: 'Your device clock is out of sync.' });
    expect(getToken()).toBeNull();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('auth/fetchUIEndpoints')).rejects.toMatchObject({ type: 'NETWORK', status: 0 });
  });
});
