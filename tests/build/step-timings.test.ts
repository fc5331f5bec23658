import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { runSideBySide, timed, timingTable } from '../../scripts/lib.mjs';

type Timed = (name: string, action: () => unknown) => Promise<unknown>;
const step = timed as Timed;
const sideBySide = runSideBySide as (steps: [string, string, string[]][], width?: number) => Promise<string[]>;

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

  it('run two at a time, each output printed whole, the failed ones named, and count once in the total', async () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => printed.push(String(chunk)) > 0);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // The first step ends only once the third has run: only side by side can they all end.
    const marker = join(mkdtempSync(join(tmpdir(), 'maya-steps-')), 'last-ran');
    const node = (code: string): [string, string[]] => [process.execPath, ['-e', code, marker]];
    const failed = await sideBySide([
      [
        'first',
        ...node(
          "console.log('first 1'); const fs = require('node:fs'); const t = Date.now();" +
            "setInterval(() => { if (fs.existsSync(process.argv[1])) { console.error('first 2'); process.exit(3); }" +
            ' if (Date.now() - t > 20000) process.exit(4); }, 20)',
        ),
      ],
      ['second', ...node("console.log('second 1'); setTimeout(() => console.log('second 2'), 50)")],
      ['third', ...node("require('node:fs').writeFileSync(process.argv[1], ''); console.log('third')")],
    ]);

    expect(failed).toEqual(['first']);
    // Each whole; the first and the third end at about the same moment, in either order.
    expect(printed[0]).toBe('second 1\nsecond 2\n');
    expect(printed.slice(1).sort()).toEqual(['first 1\nfirst 2\n', 'third\n']);
    const rows = (timingTable() as string).split('\n').slice(-4);
    expect(rows.map((row) => row.split(/\s+/)[1])).toEqual(['first', 'second', 'third', 'total']);
    // The first step spans the second and most of the third: the total is about its time, not the sum of the three.
    const [first, second, third, total] = rows.map((row) => Number(/(\d+\.\d) s$/.exec(row)![1]));
    expect(total).toBeGreaterThanOrEqual(first!);
    expect(total).toBeLessThan(first! + second! + third!);
  });
});
