// Prettier (printWidth 140) does not break strings, regular expressions or comments, so a line can still
// run on far past the page: this test holds every line of the code folders to 160 characters (issue 29).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['src', 'tests', 'scripts', 'bench', 'lab', 'vite-plugins'];
const CODE = /\.(ts|tsx|mjs)$/;
const MAX = 160;

/**
 * The one exception: a Tailwind class with an arbitrary value (`bg-[radial-gradient(…)]`) alone on its
 * line as a quoted string, perhaps an object entry. Tailwind finds a class in the source only whole,
 * so it cannot be split, and no other code shares its line.
 */
const LONE_ARBITRARY_CLASS = /^\s*(?:[\w'-]+:\s*)?'(?:[\w-]+:)*[a-z][\w-]*-\[[^\s']+\]'[,;]?$/;

/** `file:line (length)` for each line of `text` over the limit. */
function overlongLines(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => line.length > MAX && !LONE_ARBITRARY_CLASS.test(line))
    .map(({ line, at }) => `${file}:${at} (${line.length})`);
}

describe(`lines of ${FOLDERS.join(', ')} are at most ${MAX} characters`, () => {
  it('flags a long string, regular expression or comment, but not a lone Tailwind arbitrary-value class', () => {
    const long = 'x'.repeat(MAX);
    const text = [
      `  'A sentence that goes on ${long}',`,
      `  /\\b(one|two|${long})\\b/i;`,
      ` * A comment ${long}`,
      `  pink: 'bg-[radial-gradient(${long})]',`,
      `    'sm:bg-[radial-gradient(${long})]'`,
      `  'flex bg-[radial-gradient(${long})]',`,
    ].join('\n');
    expect(overlongLines('probe.ts', text)).toEqual(['probe.ts:1 (189)', 'probe.ts:2 (180)', 'probe.ts:3 (173)', 'probe.ts:6 (192)']);
  });

  it('holds for every code file git knows of (tracked, or new and not ignored)', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...FOLDERS], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((f) => CODE.test(f) && existsSync(`${root}/${f}`));
    expect(files.length).toBeGreaterThan(100);
    const offenders = [...new Set(files)].flatMap((f) => overlongLines(f, readFileSync(`${root}/${f}`, 'utf8')));
    expect(offenders, 'wrap these lines: split strings with +, regular expressions into named parts, comments').toEqual([]);
  });
});
