import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'lipi-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.RENDER_BASE_URL).toBe('http://localhost:3000/render');
    expect(config.CLOCK_SKEW_SECONDS).toBe(600);
    expect(config.MAILER_SERVICE_ENABLED).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.isProduction).toBe(false);
  });

  it('generates a JWT secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(48);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
  });

  it('lists every bad value at once', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'not a url', MAILER_SERVICE_ENABLED: 'maybe', JWT_SECRET: 'short' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/MAILER_SERVICE_ENABLED/);
    expect(problems).toMatch(/JWT_SECRET must be at least 32 characters/);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', REDIS_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads FETCH_ALLOWLIST as a list, empty by default, and stops on a bad entry', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).FETCH_ALLOWLIST).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir(), FETCH_ALLOWLIST: '127.0.0.1/32, web:3000' }).FETCH_ALLOWLIST).toEqual(['127.0.0.1/32', 'web:3000']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), FETCH_ALLOWLIST: '10.0.0.0/99' })).toThrow(/FETCH_ALLOWLIST: Bad allowlist CIDR/);
  });

  it('reads MAILER_SERVICE_ENABLED=false as the string the client compares', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MAILER_SERVICE_ENABLED: 'false' }).MAILER_SERVICE_ENABLED).toBe(false);
  });
});

describe('production settings', () => {
  it('requires JWT_SECRET when DATABASE_URL is set (instances must share it)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/lipi' })).toThrow(/JWT_SECRET: required when DATABASE_URL is set/);
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/lipi', JWT_SECRET: 's'.repeat(32) });
    expect(config.JWT_SECRET).toBe('s'.repeat(32));
  });

  it('trusts no proxy by default and reads TRUST_PROXY as hops or addresses', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,uniquelocal' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'uniquelocal',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would believe a forged X-Forwarded-For/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY: "proxy.local" is not an IP address/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/40' })).toThrow(/bad prefix length/);
  });

  it('defaults the shutdown deadline to 20 s and checks METRICS_TOKEN', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).SHUTDOWN_TIMEOUT_SECONDS).toBe(20);
    expect(loadConfig({ DATA_DIR: dataDir() }).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('runs PGlite on a worker thread unless PGLITE_MODE=inline, and refuses other values', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).PGLITE_MODE).toBe('worker');
    expect(loadConfig({ DATA_DIR: dataDir(), PGLITE_MODE: 'inline' }).PGLITE_MODE).toBe('inline');
    expect(() => loadConfig({ DATA_DIR: dataDir(), PGLITE_MODE: 'thread' })).toThrow(/PGLITE_MODE/);
  });
});
