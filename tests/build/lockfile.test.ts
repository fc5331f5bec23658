import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type LockEntry = { version?: string; engines?: { node?: string }; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const oldestNode = semver.minVersion(engines.node)!.version;

/** Where Node would find `name` from the package at `path`: its own node_modules, then each parent's. */
function resolves(path: string, name: string): boolean {
  for (let dir = path; ;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it("lists every platform's optional binaries, which `npm ci` on a clean clone insists on", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || 'maya'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it(`holds only packages that support the oldest Node package.json allows (${engines.node}): no EBADENGINE`, () => {
    const unsupported = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldestNode, entry.engines.node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${entry.engines?.node}`);
    expect(unsupported).toEqual([]);
  });
});
