import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The Dockerfile is not built on this machine (no base images offline): these checks pin its shape.
const dockerfile = readFileSync('Dockerfile', 'utf8');
const stages = dockerfile
  .split(/^FROM /m)
  .slice(1)
  .map((text) => ({ from: text.split('\n')[0] ?? '', text }));
const runtime = stages.at(-1)!;
const ignored = readFileSync('.dockerignore', 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

describe('Dockerfile', () => {
  it('is multi-stage and installs from the lockfile with npm ci', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    expect(dockerfile).not.toMatch(/RUN npm install\b/);
    expect(dockerfile).toMatch(/RUN npm run build\b/);
  });

  it('runs on Node 20, the major package.json promises', () => {
    for (const stage of stages) expect(stage.from).toMatch(/^node:20[-.]/);
  });

  it('runs the compiled server as a non-root user with production dependencies only', () => {
    expect(runtime.text).toMatch(/^USER (?!root\b)\w+/m);
    expect(runtime.text).toMatch(/^CMD \[.*"dist\/server\/main\.js"\]/m);
    expect(runtime.text).not.toMatch(/tsx|typescript/);
    const modules = runtime.text.match(/^COPY --from=(\w+) \/app\/node_modules/m)?.[1];
    const source = stages.find((s) => s.from.includes(` AS ${modules}`));
    expect(source?.text).toMatch(/npm ci --omit=dev/);
  });

  it('ships the migrations the server applies at start-up', () => {
    expect(runtime.text).toMatch(/^COPY drizzle \.\/drizzle/m);
  });

  it('keeps out of the build context what must not go in, and nothing the build needs', () => {
    for (const path of ['node_modules', 'dist', 'data', '.env', '.git']) expect(ignored).toContain(path);
    for (const path of ['src', 'scripts', 'public', 'drizzle', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'])
      expect(ignored).not.toContain(path);
  });
});
