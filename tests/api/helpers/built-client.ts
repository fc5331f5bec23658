import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest } from 'vite';

const CONFIG = fileURLToPath(new URL('../../../vite.config.ts', import.meta.url));

/**
 * Runs the real client build (vite.config.ts: prerendered landing page, precompressed files, manifest)
 * into a fresh temp dir, so these tests never depend on a dist/ that may be stale or missing.
 */
export async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'maya-built-client-'));
  await build({ configFile: CONFIG, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  return outDir;
}

export const readManifest = (outDir: string) => JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
