// Makes sure the browser tests' Debian tools are installed (no downloads beyond the package
// registries): Chromium, and espeak-ng, which speaks the mobile chat journey's voice message into a
// WAV for Chromium's fake microphone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ESPEAK = '/usr/bin/espeak-ng';

export function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium'],
    [ESPEAK, 'espeak-ng'],
  ]
    .filter(([path]) => !existsSync(path))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Install Debian's packages and run the tests again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        '(or set CHROMIUM_PATH to an existing Chromium binary).',
    );
  }
  console.log(`Installing Debian ${missing.join(' and ')} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
  if (!existsSync(ESPEAK)) throw new Error(`apt-get finished but ${ESPEAK} is still missing`);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
