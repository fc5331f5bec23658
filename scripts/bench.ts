/**
 * Runs every module in bench/ and in each lab wing (each exports `name` and `async run(options): Promise<Record<string, number | string>>`)
 * and prints one table. Not a timed test: numbers go in the closing notes of issues.
 *
 *   npm run bench -- [word…] [--flag value…]
 * A word picks the modules whose file name contains it. `--flag value` (or `--flag=value`; a flag alone is 'true')
 * pairs are passed to every module run as `options` ({ flag: 'value' }); a module that takes none ignores them.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  name: string;
  run(options: Readonly<Record<string, string>>): Promise<Record<string, number | string>>;
}

/** The words and the `--flag value` options of the command line. */
function benchArguments(argv: readonly string[]): { words: string[]; options: Record<string, string> } {
  const words: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) options[flag] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) options[flag] = argv[++i]!;
    else options[flag] = 'true';
  }
  return { words, options };
}

// The product's benches, then the lab's (lab/<wing>/*.bench.ts, e.g. the assessment's recovery study).
const root = fileURLToPath(new URL('../', import.meta.url));
const labWings = readdirSync(`${root}lab`, { withFileTypes: true }).filter((d) => d.isDirectory());
const dirs = [`${root}bench/`, ...labWings.map((d) => `${root}lab/${d.name}/`)];
// `npm run bench -- api-flow` runs only the modules whose file name contains one of the words given.
const { words, options } = benchArguments(process.argv.slice(2));
const files = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => /\.bench\.ts$/.test(f) && (!words.length || words.some((w) => f.includes(w))))
    .sort()
    .map((f) => `${dir}${f}`),
);
const rows: { bench: string; metric: string; value: string }[] = [];
let failed = false;

for (const file of files) {
  const mod = (await import(pathToFileURL(file).href)) as Partial<BenchModule>;
  if (typeof mod.run !== 'function') {
    console.warn(`${file}: no run() export, skipped`);
    continue;
  }
  const name = mod.name ?? file;
  process.stderr.write(`running ${name}…\n`);
  try {
    for (const [metric, value] of Object.entries(await mod.run(options))) rows.push({ bench: name, metric, value: String(value) });
  } catch (err) {
    failed = true;
    rows.push({ bench: name, metric: 'error', value: err instanceof Error ? err.message : String(err) });
  }
}

const widths = (['bench', 'metric', 'value'] as const).map((k) => Math.max(k.length, ...rows.map((r) => r[k].length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(['bench', 'metric', 'value']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line([r.bench, r.metric, r.value]));
if (failed) process.exitCode = 1;
