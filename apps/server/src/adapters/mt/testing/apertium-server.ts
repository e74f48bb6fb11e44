import { existsSync } from 'node:fs';

/**
 * The real Apertium APy the Apertium tests talk to: `TEST_APERTIUM_URL` when CI (or a developer)
 * started one (.ci/run does, with apertium-eng-spa and apertium-urd-hin), else undefined with the
 * reason, so the suite is skipped with that reason rather than faked.
 */
export function apertiumTestUrl(): { url?: string; reason: string } {
  const url = process.env.TEST_APERTIUM_URL;
  if (url) return { url, reason: '' };
  const installed = existsSync('/usr/bin/apertium-apy');
  return {
    reason: installed
      ? 'TEST_APERTIUM_URL is not set: start scripts/apertium-apy-loopback.py -p 2737 /usr/share/apertium/modes and export TEST_APERTIUM_URL=http://127.0.0.1:2737'
      : 'apertium-apy is not installed (apt-get install apertium-apy apertium-eng-spa apertium-urd-hin)',
  };
}
