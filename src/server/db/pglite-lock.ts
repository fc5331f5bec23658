import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * One process at a time in an embedded (PGlite) database directory. PGlite has no lock of its own:
 * a second process opens the same files, writes that the first never sees, and both may corrupt
 * them. Every opener takes this lock file first; the server adds the address its admin API answers
 * at, so `npm run admin` can go through it instead (ADR 005, ADR 034).
 */
export const PGLITE_LOCK_FILE = '.maya-lock.json';

export type LockHolder = { pid: number; since: string; address: string | null };

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}` +
        (holder.address ? ` (the Maya server at ${holder.address})` : '') +
        '; only one process may open it. Stop that process first, or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

/** The directories this process holds; a lock naming our own pid but not listed here is from an earlier life of this pid. */
const heldHere = new Set<string>();

const lockPath = (dataDir: string) => join(dataDir, PGLITE_LOCK_FILE);

/** NOTE: a pid can be reused after a crash; a lock then looks held until that other process ends (the message names the pid). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || typeof value.since !== 'string') return null;
    return { pid: value.pid!, since: value.since, address: typeof value.address === 'string' ? value.address : null };
  } catch {
    return null;
  }
}

function readLockFile(dataDir: string): LockHolder | null {
  try {
    return parseHolder(readFileSync(lockPath(dataDir), 'utf8'));
  } catch {
    return null;
  }
}

const isLive = (dataDir: string, holder: LockHolder) => (holder.pid === process.pid ? heldHere.has(resolve(dataDir)) : isAlive(holder.pid));

/** The live process holding `dataDir`, or null when nobody does (no lock, or one left by a process that has ended). */
export function pgliteHolder(dataDir: string): LockHolder | null {
  const holder = readLockFile(dataDir);
  return holder && isLive(dataDir, holder) ? holder : null;
}

/** Writes the lock whole, then links it into place: the link fails if a lock exists, so two openers never both win. */
function tryCreate(dataDir: string, holder: LockHolder): boolean {
  const temp = `${lockPath(dataDir)}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(holder));
  try {
    linkSync(temp, lockPath(dataDir));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function replace(dataDir: string, holder: LockHolder) {
  const temp = `${lockPath(dataDir)}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(holder));
  renameSync(temp, lockPath(dataDir));
}

export type PgliteLock = {
  /** Records the address this process's admin API answers at, for `npm run admin`. */
  advertise: (address: string) => void;
  release: () => void;
};

/** Takes the lock on `dataDir` (which must exist) or throws DatabaseInUseError naming the live holder. */
export function acquirePgliteLock(dataDir: string): PgliteLock {
  const key = resolve(dataDir);
  let holder: LockHolder = { pid: process.pid, since: new Date().toISOString(), address: null };
  if (!tryCreate(dataDir, holder)) {
    const current = readLockFile(dataDir);
    if (current && isLive(dataDir, current)) throw new DatabaseInUseError(dataDir, current);
    // Left by a process that ended without releasing it (a crash, kill -9): take it over.
    // NOTE: two openers taking over the same stale lock at the same instant could both win; starting
    // two servers on one directory in the same millisecond after a crash is not a case we guard.
    unlinkSync(lockPath(dataDir));
    if (!tryCreate(dataDir, holder)) throw new DatabaseInUseError(dataDir, readLockFile(dataDir) ?? holder);
  }
  heldHere.add(key);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(key)) return;
    if (readLockFile(dataDir)?.pid === process.pid) unlinkSync(lockPath(dataDir));
  };
  // A process that exits without closing the database (process.exit on an error) still lets go.
  process.once('exit', release);
  return {
    advertise: (address) => {
      holder = { ...holder, address };
      replace(dataDir, holder);
    },
    release,
  };
}
