import { describe, expect, it } from 'vitest';
import { listenErrorMessage } from './listen-error.ts';

const error = (code: string, message = 'listen failed') => Object.assign(new Error(message), { code });

describe('listenErrorMessage', () => {
  it('says in one line what to change', () => {
    const where = { PORT: 3000, HOST: '0.0.0.0' };
    expect(listenErrorMessage(error('EADDRINUSE'), where)).toBe(
      'Lipi cannot start: port 3000 is already in use on 0.0.0.0 (stop the other program or set PORT)',
    );
    expect(listenErrorMessage(error('EACCES'), { PORT: 80, HOST: '0.0.0.0' })).toBe(
      'Lipi cannot start: no permission to listen on 0.0.0.0:80 (use a port above 1023 or set PORT)',
    );
    expect(listenErrorMessage(error('EADDRNOTAVAIL'), { PORT: 3000, HOST: '10.9.9.9' })).toBe(
      'Lipi cannot start: 10.9.9.9 is not an address of this machine (set HOST)',
    );
    expect(listenErrorMessage(error('EOTHER', 'boom'), where)).toBe('Lipi cannot start: listening on 0.0.0.0:3000 failed: boom');
    for (const code of ['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL', 'EOTHER']) expect(listenErrorMessage(error(code), where)).not.toContain('\n');
  });
});
