/**
 * Runs every module in bench/ (each exports `name` and `async run(): Promise<Record<string, number | string>>`)
 * and prints one table. Not a timed test: numbers go in the closing notes of issues.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BenchModule {
  name: string;
  run(): Promise<Record<string, number | string>>;
}

const dir = fileURLToPath(new URL('../bench/', import.meta.url));
// `npm run bench -- api-flow` runs only the modules whose file name contains one of the words given.
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => /\.bench\.ts$/.test(f) && (!only.length || only.some((w) => f.includes(w))))
  .sort();
const rows: { bench: string; metric: string; value: string }[] = [];
let failed = false;

for (const file of files) {
  const mod = (await import(pathToFileURL(`${dir}${file}`).href)) as Partial<BenchModule>;
  if (typeof mod.run !== 'function') {
    console.warn(`${file}: no run() export, skipped`);
    continue;
  }
  const name = mod.name ?? file;
  process.stderr.write(`running ${name}…\n`);
  try {
    for (const [metric, value] of Object.entries(await mod.run())) rows.push({ bench: name, metric, value: String(value) });
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
