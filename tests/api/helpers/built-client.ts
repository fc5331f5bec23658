import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest } from 'vite';

/** A client build plus (for API tests) opening the database: minutes on a busy 2-core machine, not seconds. */
export const BUILD_TIMEOUT_MS = 180_000;

const CONFIG = fileURLToPath(new URL('../../../vite.config.ts', import.meta.url));

/**
 * Runs the real client build (vite.config.ts: prerendered landing page, precompressed files, manifest)
 * into a fresh temp dir, so these tests never depend on a dist/ that may be stale or missing.
 */
export async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'maya-built-client-'));
  // NOTE: Vite keeps an existing NODE_ENV, and vitest's 'test' would build React's development copy.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: CONFIG, logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

export const readManifest = (outDir: string) => JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
