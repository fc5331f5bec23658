// The code's `§` references must lead somewhere inside the repository (issue 29 item 6): a bare `§2.9`
// or `spec §2.9` names a numbered heading of docs/product.md, `docs/assessment-scoring.md §8` one of
// that document. A reference to a heading that does not exist fails here, with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCT = 'docs/product.md';
const SCORING = 'docs/assessment-scoring.md';
const SCANNED = ['src', 'tests', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|mjs|js|css|html)$/;

type Reference = { section: string; document: string; line: number };

/** The section numbers of a markdown document's numbered headings (`## 2. Screens`, `### 2.1 Route table`). */
function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)) numbers.add(match[1]!);
  return numbers;
}

/** Every `§N.N` in `text`, with the document it names: assessment-scoring when written just before it, else the product document. */
function sectionReferences(text: string): Reference[] {
  const references: Reference[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/§(\d+(?:\.\d+)*)/g)) {
      const before = lineText.slice(Math.max(0, match.index - 40), match.index);
      const document = /assessment-scoring(\.md)? $/.test(before) ? SCORING : PRODUCT;
      references.push({ section: match[1]!, document, line: index + 1 });
    }
  });
  return references;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe('§ references', () => {
  it('reads numbered headings and tells the two documents apart', () => {
    expect([...headingNumbers('# Title\n## 2. Screens\n### 2.10 Connect\nnot ## 3. a heading\n')]).toEqual(['2', '2.10']);
    const refs = sectionReferences('/** Spec §2.9 and §9, not docs/assessment-scoring.md §8.1 */\n// (§4.1 rule 3)');
    expect(refs).toEqual([
      { section: '2.9', document: PRODUCT, line: 1 },
      { section: '9', document: PRODUCT, line: 1 },
      { section: '8.1', document: SCORING, line: 1 },
      { section: '4.1', document: PRODUCT, line: 2 },
    ]);
  });

  it('every reference in src, tests, scripts and bench names a heading that exists', () => {
    const headings: Record<string, Set<string>> = {
      [PRODUCT]: headingNumbers(readFileSync(join(root, PRODUCT), 'utf8')),
      [SCORING]: headingNumbers(readFileSync(join(root, SCORING), 'utf8')),
    };
    const files = SCANNED.flatMap(sourceFiles);
    const found = files.flatMap((file) =>
      sectionReferences(readFileSync(join(root, file), 'utf8')).map((ref) => ({ ...ref, file: relative(root, join(root, file)) })),
    );
    const dangling = found
      .filter((ref) => !headings[ref.document]!.has(ref.section))
      .map((r) => `${r.file}:${r.line} §${r.section} (${r.document})`);
    expect(found.length).toBeGreaterThan(600);
    expect(dangling).toEqual([]);
  });
});
