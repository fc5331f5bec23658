// Lint, including the house rules of DESIGN.md and ADR 014, checked on resolved paths (so a relative
// path or a @client/@server/@shared alias cannot slip past): client and server never import each other;
// shared/ imports neither, no Node built-in and no package but zod (it does no I/O and runs on both
// sides), and its layers go one way (schemas/ → domain/ → lib/); client features don't import one
// another, and components/, lib/ and config/ import no feature; nothing in src/ imports the lab; a server
// module (src/server/modules/<name>/) is reached only through its index.ts (docs/architecture.md, ADR 046),
// from src/, scripts/, tests/ and bench/ alike.
// File and folder names are kebab-case.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featureRoot = 'src/client/features';
const features = readdirSync(`${root}/${featureRoot}`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const serverRoot = 'src/server';
const moduleRoot = `${serverRoot}/modules`;
const serverModules = readdirSync(`${root}/${moduleRoot}`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverParts = readdirSync(`${root}/${serverRoot}`)
  .filter((name) => name !== 'modules')
  .map((name) => `${serverRoot}/${name}`);

const zones = [
  // Each module's face is its index.ts; its testing/ folder serves other modules' unit tests, tests/ and bench/.
  ...serverModules.map((name) => ({
    target: [
      ...serverParts,
      ...serverModules.filter((other) => other !== name).map((other) => `${moduleRoot}/${other}`),
      // The CLIs (npm run admin, eval …) are entry files like main.ts.
      'scripts',
      // Tests and benches outside src/ use a module as the product does; a unit test of an inner file lives beside it.
      'tests',
      'bench',
    ],
    from: `${moduleRoot}/${name}`,
    except: ['./index.ts', './testing'],
    message: `Server modules meet only through their faces: import '@server/modules/${name}', not one of its inner files.`,
  })),
  {
    target: [`${serverRoot}/db`, `${serverRoot}/lib`, `${serverRoot}/domain`, `${serverRoot}/config.ts`],
    from: moduleRoot,
    message: 'db/, lib/, domain/ and config.ts sit below the modules: they import none of them.',
  },
  ...features.map((feature) => ({
    target: `${featureRoot}/${feature}`,
    from: featureRoot,
    except: [`./${feature}`],
    message: 'Client features do not import one another; lift shared code to components/ or lib/.',
  })),
  {
    target: ['src/client/components', 'src/client/lib', 'src/client/config'],
    from: featureRoot,
    message: 'components/, lib/ and config/ serve every feature and import none.',
  },
  { target: 'src/client', from: 'src/server', message: 'The client never imports server code.' },
  { target: 'src/server', from: 'src/client', message: 'The server never imports client code.' },
  { target: 'src/shared', from: ['src/server', 'src/client'], message: 'shared/ imports neither the server nor the client.' },
  // shared/ has three layers, each importing only those below it: schemas/ (the API's contract) →
  // domain/ (the product's rules and models) → lib/ (primitives).
  {
    target: 'src/shared/domain',
    from: 'src/shared/schemas',
    message: 'domain/ is below schemas/: a schema builds on the domain, never the reverse.',
  },
  {
    target: 'src/shared/lib',
    from: ['src/shared/domain', 'src/shared/schemas'],
    message: 'lib/ holds primitives: it imports neither domain/ nor schemas/.',
  },
  // The lab studies the product (lab/README.md): it imports src/, and src/ never imports it.
  { target: 'src', from: 'lab', message: 'The product never imports the lab.' },
  {
    // An allow-list: a database driver, a network client or a framework cannot creep in under a new name.
    target: 'src/shared',
    from: 'node_modules',
    // chrono-node and ics are pure text in, text out (no I/O, no globals): the date scheduling rules
    // (domain/scheduling) read replies and write invitations with them (docs/scheduling.md).
    except: ['./zod', './vitest', './@vitest', './chrono-node', './ics'],
    message: 'shared/ does no I/O and runs on both sides: it imports only zod, chrono-node and ics (tests: vitest).',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'test-results/**', '.tmp/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{js,mjs,ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,tests,bench,scripts,lab,vite-plugins}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // An update or delete without a where clause touches every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
);
