import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot, projectPath } from './project-root';

describe('project root', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'maya-root-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('walks up from a nested folder (src/server/lib or dist/server) to the one holding package.json', () => {
    writeFileSync(join(scratch, 'package.json'), '{}');
    mkdirSync(join(scratch, 'dist', 'server'), { recursive: true });
    expect(findProjectRoot(join(scratch, 'dist', 'server'))).toBe(scratch);
    expect(findProjectRoot(scratch)).toBe(scratch);
  });

  it('says which folder it started from when no package.json is above it', () => {
    const orphan = mkdtempSync(join(tmpdir(), 'maya-orphan-'));
    try {
      // NOTE: only meaningful when no package.json sits in tmpdir() or above it.
      expect(() => findProjectRoot(orphan)).toThrow(orphan);
    } finally {
      rmSync(orphan, { recursive: true, force: true });
    }
  });

  it('resolves the migrations folder of this checkout', () => {
    expect(projectPath('drizzle')).toBe(join(process.cwd(), 'drizzle'));
  });
});
