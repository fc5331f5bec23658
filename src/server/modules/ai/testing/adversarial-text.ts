/** Text that made the old PII regexes backtrack quadratically (for scrub-pii tests and the benchmark). */

/** Each pattern, `n` characters long. */
export const ADVERSARIAL: Record<string, (n: number) => string> = {
  letters: (n) => 'a'.repeat(n),
  'a.a.a.a…': (n) => 'a.'.repeat(n / 2),
  'a@a@a@…': (n) => 'a@'.repeat(n / 2),
  '@@@…': (n) => '@'.repeat(n),
  'one address, endless labels': (n) => `a@${'a.'.repeat(n / 2 - 2)}1`,
  'digits then a letter': (n) => `${'1'.repeat(n - 1)}x`,
  '1 1 1 …': (n) => '1 '.repeat(n / 2),
  '1.1.1… then a letter': (n) => `${'1.'.repeat(n / 2 - 1)}1x`,
  '+++…': (n) => '+'.repeat(n),
  spaces: (n) => ' '.repeat(n),
  '(1(1(1…': (n) => '(1'.repeat(n / 2),
  '1a1a1a…': (n) => '1a'.repeat(n / 2),
  'é@é@é@…': (n) => 'é@'.repeat(n / 2),
  mixed: (n) => Array.from({ length: n }, (_, i) => 'a1 .@+-('[(i * 7 + (i >> 3)) % 8]).join(''),
};

/** 1 MB holding every adversarial pattern, joined by newlines so each keeps its shape. */
export function adversarialMegabyte(): string {
  const patterns = Object.values(ADVERSARIAL);
  const share = Math.floor(1_000_000 / patterns.length / 2) * 2 - 2;
  return patterns
    .map((make) => make(share))
    .join('\n')
    .padEnd(1_000_000, '1 ');
}
