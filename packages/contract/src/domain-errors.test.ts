import { describe, expect, it } from 'vitest';
import { DOMAIN_ERRORS } from './domain-errors.ts';
import { ERROR_STATUS, ERROR_TYPES } from './envelope.ts';

describe('domain errors', () => {
  it('answer a known envelope type with that type’s HTTP status', () => {
    for (const [name, error] of Object.entries(DOMAIN_ERRORS)) {
      expect([name, ERROR_TYPES.includes(error.type)]).toEqual([name, true]);
      expect([name, error.status]).toEqual([name, ERROR_STATUS[error.type]]);
      expect(error.message.length).toBeGreaterThan(5);
    }
  });

  it('keep the spec’s texts', () => {
    expect(DOMAIN_ERRORS.NO_NEW_CONTENT.message).toBe('Currently, there is no new content available for translation.');
    expect(DOMAIN_ERRORS.PROJECT_EXISTS.message).toBe('Project with already exists');
  });
});
