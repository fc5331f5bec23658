import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run admin` itself, as a person types it: the agent network's commands parse, refuse in
 * production before opening anything, and work on an embedded database no server holds (the
 * server-held path is the admin API, tests/api/admin-agents.test.ts). PGlite in a temporary
 * directory whatever TEST_DATABASE_URL says: the command opens the database itself.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'maya-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function admin(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', ...args],
      {
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PUBLIC_URL: 'http://localhost:3000',
          PGLITE_DIR: dataDir,
          DATABASE_URL: '',
          ...env,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run admin for the agent network', () => {
  it('refuses seed-members in production before opening any database', async () => {
    const out = await admin(['seed-members', '5'], { NODE_ENV: 'production' });
    expect(out.code).toBe(1);
    expect(out.stderr.trim()).toBe('seed-members makes demo members and is refused in production.');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('explains a malformed command', async () => {
    const out = await admin(['seed-members', 'many']);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('seed-members takes a number of members from 1 to 200,000.');
    expect(out.stderr).toContain('usage: npm run admin -- invite <email> | approve <email> | waitlist | seed-members <N> [--near <city>]');
  });

  it('seeds demo members near a city into the embedded database, lists no reports, and removes them', async () => {
    const seeded = await admin(['seed-members', '3', '--near', 'Paris, FR', '--seed', '7']);
    expect(seeded.stderr).toBe('');
    expect(seeded.stdout).toMatch(/^Made 3 demo members \(seed 7\), most in and around Paris, FR\./);
    const reports = await admin(['reports']);
    expect(reports.stdout.trim()).toBe('No reports.');
    const removed = await admin(['remove-demo-members']);
    expect(removed.stdout.trim()).toBe('Removed 3 demo members.');
  }, 120_000);
});
