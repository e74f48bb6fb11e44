// Finds Chromium for the e2e suite. On Debian as root it installs Debian's package; anywhere else
// it says exactly what to install and fails, so a missing browser never passes silently.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log('Chromium is missing: installing Debian package "chromium" (apt-get install -y chromium)');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  const os = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8').match(/PRETTY_NAME="(.*)"/)?.[1] : process.platform;
  throw new Error(
    `The e2e suite needs Chromium and none was found (looked at ${candidates.join(', ')}) on ${os}.\n` +
      'Install it: Debian/Ubuntu `sudo apt-get install chromium`, Fedora `sudo dnf install chromium`, macOS `brew install --cask chromium`,\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
}
