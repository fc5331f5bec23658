import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseInUseError, PGLITE_LOCK_FILE, acquirePgliteLock, pgliteHolder } from './pglite-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'maya-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const writeLock = (pid: number, address: string | null) =>
  writeFileSync(join(dir, PGLITE_LOCK_FILE), JSON.stringify({ pid, since: new Date().toISOString(), address }));

/** A pid that certainly belonged to a process which has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('one process at a time in an embedded database directory', () => {
  it('refuses a second opener while the first holds the directory, and lets it in once closed', async () => {
    const first = await openDatabase({ dataDir: dir });
    first.advertise!('http://127.0.0.1:41234');
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`in use by process ${process.pid} \\(the Maya server at http://127.0.0.1:41234\\)`),
    );
    await first.close();
    expect(existsSync(join(dir, PGLITE_LOCK_FILE))).toBe(false);
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });

  it('refuses while another live process holds the lock, and tells tools where its server answers', () => {
    writeLock(process.ppid, 'http://127.0.0.1:3999');
    expect(pgliteHolder(dir)).toMatchObject({ pid: process.ppid, address: 'http://127.0.0.1:3999' });
    expect(() => acquirePgliteLock(dir)).toThrow(DatabaseInUseError);
  });

  it('takes over a lock left by a process that has ended', () => {
    writeLock(endedPid(), 'http://127.0.0.1:3999');
    expect(pgliteHolder(dir)).toBeNull();
    const lock = acquirePgliteLock(dir);
    expect(pgliteHolder(dir)).toMatchObject({ pid: process.pid, address: null });
    lock.release();
    expect(pgliteHolder(dir)).toBeNull();
  });

  it('takes over a lock naming this pid that this process does not hold (a restarted container is pid 1 again)', () => {
    writeLock(process.pid, null);
    expect(pgliteHolder(dir)).toBeNull();
    acquirePgliteLock(dir).release();
  });
});
