import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { timed, timingTable } from '../../scripts/lib.mjs';

type Timed = (name: string, action: () => unknown) => Promise<unknown>;
const step = timed as Timed;

describe('the steps of npm start and npm test', () => {
  it('announce themselves, report their duration, and count a non-zero exit or a throw as a failure', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    await step('lint', () => 0);
    await step('typecheck', () => 2);
    await expect(step('build the server', () => Promise.reject(new Error('esbuild failed')))).rejects.toThrow('esbuild failed');
    await step('build the client', () => ({ outputs: {} }));

    expect(lines).toContain('\n▶ lint …');
    expect(lines.find((l) => l.startsWith('✓ lint '))).toMatch(/^✓ lint \d+\.\d s$/);
    expect(lines.find((l) => l.includes('typecheck') && !l.includes('▶'))).toMatch(/^✗ typecheck \d+\.\d s$/);
    expect(lines.find((l) => l.includes('build the server') && !l.includes('▶'))).toMatch(/^✗ build the server /);
    expect(lines.find((l) => l.includes('build the client') && !l.includes('▶'))).toMatch(/^✓ build the client /);

    const table = (timingTable() as string).split('\n');
    expect(table.map((row) => row.slice(0, 1))).toEqual(['✓', '✗', '✗', '✓', ' ']);
    expect(table.at(-1)).toMatch(/^ {2}total +\d+\.\d s$/);
    expect(new Set(table.map((row) => row.length)).size).toBe(1); // the durations line up
  });
});
