import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json, found by walking up from a module's own location. The server
 * runs both from src/ (tsx) and bundled into dist/server/main.js, so `new URL('../../x', import.meta.url)`
 * points at different places in the two; paths to drizzle/ and dist/client go through here instead.
 */
export function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}: cannot locate Maya's files`);
    dir = parent;
  }
  return dir;
}

let cached: string | undefined;

/** An absolute path inside the project, e.g. projectPath('drizzle') or projectPath('dist', 'client'). */
export function projectPath(...segments: string[]): string {
  cached ??= findProjectRoot(dirname(fileURLToPath(import.meta.url)));
  return join(cached, ...segments);
}
