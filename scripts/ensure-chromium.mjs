// Makes sure the browser tests' Debian tools are installed (no downloads beyond the package
// registries): Chromium; its headless shell, which runs the journeys (ADR 068); and espeak-ng, which
// speaks the mobile chat journey's voice message into a WAV for Chromium's fake microphone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';
/** Debian's build of Chromium's old headless mode, from the same source as `chromium`: what the journeys drive. */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const ESPEAK = '/usr/bin/espeak-ng';

const TOOLS = [
  [CHROMIUM, 'chromium'],
  [HEADLESS_SHELL, 'chromium-headless-shell'],
  [ESPEAK, 'espeak-ng'],
];

export function ensureChromium() {
  const missing = TOOLS.filter(([path]) => !existsSync(path)).map(([, pkg]) => pkg);
  if (missing.length === 0) return HEADLESS_SHELL;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing. Install Debian's packages and run the tests again:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
        '(or set CHROMIUM_PATH to an existing headless Chromium binary).',
    );
  }
  console.log(`Installing Debian ${missing.join(' and ')} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  for (const [path] of TOOLS) if (!existsSync(path)) throw new Error(`apt-get finished but ${path} is still missing`);
  return HEADLESS_SHELL;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium for the journeys: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
