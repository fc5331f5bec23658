// Lint, including the import boundaries of DESIGN.md:
// client and server never import each other; shared imports neither and does no I/O;
// client features don't import one another.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (() => {
  try {
    return readdirSync('src/client/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();

const noServer = { group: ['@server/*', '**/server/**'], message: 'The client never imports server code.' };
const noClient = { group: ['@client/*', '**/client/**'], message: 'The server never imports client code.' };
const nodeIo = ['fs', 'node:fs', 'fs/promises', 'node:fs/promises', 'net', 'node:net', 'http', 'node:http', 'child_process', 'node:child_process', 'pg', '@electric-sql/pglite', 'drizzle-orm', 'openai'];

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
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [noServer] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'no-restricted-imports': ['error', { patterns: [noClient] }],
      // An update or delete without a where clause touches every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: nodeIo.map((name) => ({ name, message: 'shared/ does no I/O.' })),
        patterns: [noServer, noClient],
      }],
    },
  },
  ...features.filter(() => features.length > 1).map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [noServer, {
          group: features.filter((f) => f !== feature).flatMap((f) => [`@client/features/${f}/*`, `**/features/${f}/**`]),
          message: 'Client features do not import one another; lift shared code to components/ or lib/.',
        }],
      }],
    },
  })),
);
