import type { TranslationRun } from '@lipi/contract';
import { describe, expect, it } from 'vitest';
import { firstPageState, toLanguageCode } from './first-page.ts';

const run = (patch: Partial<TranslationRun>): TranslationRun => ({
  id: 'r1',
  projectId: 'p1',
  requestId: 'first-page:p1:hi',
  kind: 'nmt',
  targetLang: 'hi',
  engine: 'transliteration',
  pivotLang: null,
  status: 'running',
  total: 10,
  done: 4,
  fromMemory: 0,
  failed: 0,
  error: null,
  createdAt: '2026-11-23T00:00:00Z',
  finishedAt: null,
  ...patch,
});

describe('first page state', () => {
  it('waits while no run of the language exists', () => {
    expect(firstPageState([run({ targetLang: 'ta' })], 'hi')).toEqual({ kind: 'waiting' });
  });
  it('shows progress of the first-page run, and ready once it completed', () => {
    expect(firstPageState([run({})], 'hi')).toEqual({ kind: 'translating', done: 4, total: 10, transliteration: true });
    expect(firstPageState([run({ engine: 'apertium' })], 'hi')).toEqual({ kind: 'translating', done: 4, total: 10, transliteration: false });
    expect(firstPageState([run({ status: 'completed', done: 10 })], 'hi').kind).toBe('ready');
  });
  it('prefers the first-page run over a later run of the same language', () => {
    const later = run({ id: 'r2', requestId: 'manual-1', status: 'running' });
    expect(firstPageState([later, run({ status: 'completed' })], 'hi').kind).toBe('ready');
  });
  it('is ready after a partial failure, failed when nothing was translated', () => {
    expect(firstPageState([run({ status: 'failed', done: 3 })], 'hi').kind).toBe('ready');
    expect(firstPageState([run({ status: 'failed', done: 0, error: 'Engine down' })], 'hi')).toEqual({ kind: 'failed', error: 'Engine down' });
  });
  it('reads language names as codes', () => {
    expect(toLanguageCode('hindi')).toBe('hi');
    expect(toLanguageCode('ta')).toBe('ta');
    expect(toLanguageCode('klingon')).toBeNull();
  });
});
