// The house rules of ADR 014 fail lint: each rule gets a probe file that breaks it, written into the real
// tree (where the rules' zones are) and removed afterwards, and control probes that keep them pass.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PATHS = 'import-x/no-restricted-paths';
const BUILTINS = 'import-x/no-nodejs-modules';

/** A real module under `dir` (relative to src/, no extension), found at run time so moves elsewhere don't break this test. */
function moduleIn(dir: string): string {
  const walk = (rel: string): string | undefined => {
    const entries = readdirSync(join(root, 'src', rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const file = entries.find((e) => e.isFile() && /^[a-z0-9-]+\.tsx?$/.test(e.name) && !e.name.startsWith('lint-probe'));
    if (file) return `${rel}/${file.name.replace(/\.tsx?$/, '')}`;
    for (const e of entries) if (e.isDirectory()) return walk(`${rel}/${e.name}`) ?? undefined;
    return undefined;
  };
  const found = walk(dir);
  if (!found) throw new Error(`no module under src/${dir}`);
  return found;
}

const alias = (module: string) => `@${module}`.replace(/^@(client|server|shared)\//, '@$1/');
/** `module` (under src/) as a relative specifier from the probe at `file` (under the repo root). */
const rel = (file: string, module: string) => {
  const path = relative(dirname(join(root, file)), join(root, 'src', module));
  return path.startsWith('.') ? path : `./${path}`;
};

const features = readdirSync(join(root, 'src/client/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const [featureA, featureB] = features as [string, string];
const moduleA = moduleIn(`client/features/${featureA}`);
const moduleB = moduleIn(`client/features/${featureB}`);
const serverModule = moduleIn('server/lib');
const serverModules = readdirSync(join(root, 'src/server/modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const [partA, partB] = serverModules as [string, string];
/** An inner file of a server module (not its face). */
const innerOf = (name: string) => {
  const inner = moduleIn(`server/modules/${name}`);
  if (inner.endsWith('/index')) throw new Error(`expected an inner file of ${name}`);
  return inner;
};
const clientModule = moduleIn('client/lib');
const sharedModule = moduleIn('shared/domain');

type Probe = { name: string; file: string; imports: (file: string) => string[]; rules: string[] };
const feature = `src/client/features/${featureA}`;
const violations: Probe[] = [
  {
    name: 'a feature importing another by relative path',
    file: `${feature}/lint-probe-relative.ts`,
    imports: (f) => [rel(f, moduleB)],
    rules: [PATHS],
  },
  {
    name: 'a feature importing another by @client alias',
    file: `${feature}/lint-probe-alias.ts`,
    imports: () => [alias(moduleB)],
    rules: [PATHS],
  },
  {
    name: 'components/ui importing a feature',
    file: 'src/client/components/ui/lint-probe-feature.tsx',
    imports: () => [alias(moduleA)],
    rules: [PATHS],
  },
  {
    name: 'lib/ importing a feature by relative path',
    file: 'src/client/lib/lint-probe-feature.ts',
    imports: (f) => [rel(f, moduleA)],
    rules: [PATHS],
  },
  { name: 'config/ importing a feature', file: 'src/client/config/lint-probe-feature.ts', imports: () => [alias(moduleA)], rules: [PATHS] },
  {
    name: 'the client importing the server by relative path',
    file: `${feature}/lint-probe-server.ts`,
    imports: (f) => [rel(f, serverModule)],
    rules: [PATHS],
  },
  {
    name: 'the server importing the client by @client alias',
    file: 'src/server/lib/lint-probe-client.ts',
    imports: () => [alias(clientModule)],
    rules: [PATHS],
  },
  {
    name: 'shared importing the server',
    file: 'src/shared/domain/lint-probe-server.ts',
    imports: () => [alias(serverModule)],
    rules: [PATHS],
  },
  {
    name: 'shared importing the client by relative path',
    file: 'src/shared/domain/lint-probe-client.ts',
    imports: (f) => [rel(f, clientModule)],
    rules: [PATHS],
  },
  {
    name: 'domain/ importing schemas/ (the layers go schemas → domain → lib)',
    file: 'src/shared/domain/lint-probe-schemas.ts',
    imports: (f) => [rel(f, moduleIn('shared/schemas'))],
    rules: [PATHS],
  },
  {
    name: 'lib/ importing domain/',
    file: 'src/shared/lib/lint-probe-domain.ts',
    imports: () => [alias(sharedModule)],
    rules: [PATHS],
  },
  {
    name: 'the product importing the lab',
    file: 'src/server/lib/lint-probe-lab.ts',
    imports: (f) => [relative(dirname(join(root, f)), join(root, 'lab/assessment/recovery-sim'))],
    rules: [PATHS],
  },
  ...['drizzle-orm/pg-core', 'drizzle-orm', 'pg', '@electric-sql/pglite', 'openai', 'ioredis', 'nodemailer', 'react'].map((pkg) => ({
    name: `shared importing ${pkg}`,
    file: `src/shared/domain/lint-probe-pkg-${pkg.replace(/\W+/g, '-').replace(/^-/, '')}.ts`,
    imports: () => [pkg],
    rules: [PATHS],
  })),
  ...['node:fs', 'fs', 'node:crypto', 'path'].map((builtin) => ({
    name: `shared importing the built-in ${builtin}`,
    file: `src/shared/domain/lint-probe-builtin-${builtin.replace(/\W+/g, '-')}.ts`,
    imports: () => [builtin],
    rules: [BUILTINS],
  })),
  {
    name: "a server module importing another's inner file by relative path",
    file: `src/server/modules/${partA}/lint-probe-inner.ts`,
    imports: (f) => [rel(f, innerOf(partB))],
    rules: [PATHS],
  },
  {
    name: "a route importing a module's inner file by @server alias",
    file: 'src/server/routes/lint-probe-inner.ts',
    imports: () => [alias(innerOf(partA))],
    rules: [PATHS],
  },
  {
    name: "a CLI in scripts/ importing a module's inner file",
    file: 'scripts/lint-probe-inner.ts',
    imports: (f) => [relative(dirname(join(root, f)), join(root, 'src', innerOf(partA)))],
    rules: [PATHS],
  },
  // Tests and benches use a module through its face (or its testing/ folder), as the product does (issue 40 item 1).
  {
    name: "a test in tests/ importing a module's inner file",
    file: 'tests/api/lint-probe-inner.ts',
    imports: (f) => [relative(dirname(join(root, f)), join(root, 'src', innerOf(partA)))],
    rules: [PATHS],
  },
  {
    name: "a bench in bench/ importing a module's inner file by @server alias",
    file: 'bench/lint-probe-inner.ts',
    imports: () => [alias(innerOf(partA))],
    rules: [PATHS],
  },
  {
    name: 'db/ importing a module through its face',
    file: 'src/server/db/lint-probe-module.ts',
    imports: () => [`@server/modules/${partA}`],
    rules: [PATHS],
  },
  {
    name: 'a file name not in kebab-case',
    file: 'src/client/lib/lint-probe-camelCase.ts',
    imports: () => [],
    rules: ['check-file/filename-naming-convention'],
  },
  {
    name: 'a folder name not in kebab-case',
    file: 'src/client/lint-probe-Folder/lint-probe.ts',
    imports: () => [],
    rules: ['check-file/folder-naming-convention'],
  },
];
const controls: Probe[] = [
  {
    name: 'a feature importing itself, components/, lib/ and shared',
    file: `${feature}/lint-probe-ok.ts`,
    imports: (f) => [rel(f, moduleA), alias(moduleIn('client/components')), rel(f, clientModule), alias(sharedModule)],
    rules: [],
  },
  {
    name: 'shared importing shared and zod',
    file: 'src/shared/domain/lint-probe-ok.ts',
    imports: (f) => [rel(f, sharedModule), 'zod'],
    rules: [],
  },
  {
    name: 'schemas/ importing domain/ and lib/',
    file: 'src/shared/schemas/lint-probe-ok.ts',
    imports: () => [alias(sharedModule), alias(moduleIn('shared/lib'))],
    rules: [],
  },
  {
    name: "a module importing its own inner files and another module's face",
    file: `src/server/modules/${partA}/lint-probe-ok.ts`,
    imports: (f) => [rel(f, innerOf(partA)), `@server/modules/${partB}`],
    rules: [],
  },
  {
    name: 'a CLI in scripts/ importing modules through their faces',
    file: 'scripts/lint-probe-ok.ts',
    imports: (f) => [relative(dirname(join(root, f)), join(root, `src/server/modules/${partA}`))],
    rules: [],
  },
  {
    name: 'a test in tests/ importing modules through their faces',
    file: 'tests/api/lint-probe-ok.ts',
    imports: (f) => [relative(dirname(join(root, f)), join(root, `src/server/modules/${partA}`)), `@server/modules/${partB}`],
    rules: [],
  },
  {
    name: 'a bench in bench/ importing a module through its face',
    file: 'bench/lint-probe-ok.ts',
    imports: () => [`@server/modules/${partA}`],
    rules: [],
  },
  {
    name: 'the server importing shared, Node and its drivers',
    file: 'src/server/lib/lint-probe-ok.ts',
    imports: () => [alias(sharedModule), 'node:fs', 'pg', 'drizzle-orm/pg-core'],
    rules: [],
  },
];
const probes = [...violations, ...controls];
const source = (imports: string[]) =>
  `${imports.map((spec, i) => `import * as m${i} from '${spec}';\n`).join('')}export const probe = [${imports.map((_, i) => `m${i}`).join(', ')}];\n`;

let found: Map<string, string[]>;

beforeAll(async () => {
  try {
    for (const probe of probes) {
      mkdirSync(dirname(join(root, probe.file)), { recursive: true });
      writeFileSync(join(root, probe.file), source(probe.imports(probe.file)));
    }
    const results = await new ESLint({ cwd: root }).lintFiles(probes.map((p) => p.file));
    found = new Map(
      results.map((r) => [relative(root, r.filePath), [...new Set(r.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`))].sort()]),
    );
  } finally {
    for (const probe of probes) rmSync(join(root, probe.file), { force: true });
    rmSync(join(root, 'src/client/lint-probe-Folder'), { recursive: true, force: true });
  }
}, 120_000);

afterAll(() => {
  for (const probe of probes) rmSync(join(root, probe.file), { force: true });
});

describe('lint enforces the house rules on resolved paths', () => {
  it.each(violations.map((p) => [p.name, p] as const))('fails %s', (_name, probe) => {
    expect(found.get(probe.file)).toEqual(probe.rules);
  });

  it.each(controls.map((p) => [p.name, p] as const))('passes %s', (_name, probe) => {
    expect(found.get(probe.file)).toEqual([]);
  });
});
