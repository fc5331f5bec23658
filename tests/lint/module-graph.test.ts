// The server's parts form a graph without circles (ADR 046): a module, or one of the app's layers (routes/,
// plugins/, db/, lib/, domain/, the entry files), never reaches back to a part that imports it. Lint zones
// keep each module's inner files private; this test keeps the arrows between the parts going one way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const server = 'src/server';

function productFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productFiles(path);
    // NOTE: boundaries.test.ts writes its lint probes into this tree for a moment, maybe while this test reads it.
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !entry.name.startsWith('lint-probe') ? [path] : [];
  });
}

const isFile = (path: string) => {
  try {
    return statSync(join(root, path)).isFile();
  } catch {
    return false;
  }
};

function resolveImport(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('.')) base = posix.join(posix.dirname(from), spec);
  else if (spec.startsWith('@server/')) base = `${server}/${spec.slice('@server/'.length)}`;
  else return undefined;
  return [`${base}.ts`, `${base}/index.ts`].find(isFile);
}

/** A module (`modules/<name>`) or one of the app's layers (`routes`, `db`, `config`, …; the entry files that assemble the app are `app`). */
function partOf(file: string): string {
  const inServer = relative(server, file).split('/');
  if (inServer[0] === 'modules') return `modules/${inServer[1]}`;
  if (inServer.length > 1) return inServer[0]!;
  return inServer[0] === 'config.ts' ? 'config' : 'app';
}

function partGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of productFiles(server)) {
    const from = partOf(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target || partOf(target) === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(partOf(target)));
    }
  }
  return graph;
}

/** Every circle in the graph, as the parts on it (Tarjan's strongly connected components of two or more). */
function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the server's parts", () => {
  const graph = partGraph();

  it('are modules and layers that import one another without a circle', () => {
    expect(graph.size).toBeGreaterThan(10);
    expect(circles(graph)).toEqual([]);
  });

  it('find a circle when one is there (the check itself)', () => {
    const looped = new Map(graph);
    looped.set('db', new Set([...(graph.get('db') ?? []), 'modules/agents']));
    expect(circles(looped).some((c) => c.includes('db') && c.includes('modules/agents'))).toBe(true);
  });

  it('keep db/, lib/, domain/ and config.ts below every module', () => {
    for (const layer of ['db', 'lib', 'domain', 'config'])
      expect(
        [...(graph.get(layer) ?? [])].filter((part) => part.startsWith('modules/')),
        layer,
      ).toEqual([]);
  });

  it('have a face for each module', () => {
    const modules = readdirSync(join(root, server, 'modules'));
    for (const name of modules) expect(isFile(`${server}/modules/${name}/index.ts`), name).toBe(true);
  });
});
