import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
// NOTE: @tailwindcss/node is the compiler @tailwindcss/vite runs; package.json pins both to the same
// version (ADR 010), so the landing page's CSS is compiled exactly like the app's.
import { compile, optimize } from '@tailwindcss/node';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** Every class name in a piece of rendered HTML (React's attribute escapes undone). */
export function classNamesIn(html: string): string[] {
  const names = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
    match[1]!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e]!).split(/\s+/),
  );
  return [...new Set(names.filter(Boolean))];
}

/**
 * The CSS a prerendered page needs and nothing more: the app's stylesheet compiled by Tailwind with
 * the page's own class names as the only candidates, then minified as the build does. For the landing
 * page that is about 4 KB brotli instead of the whole app's 11 KB, which keeps index.html small enough
 * to arrive in the first round trips of a slow connection. The app loads its full stylesheet itself.
 */
export async function pageStylesheet(stylesheetPath: string, pageHtml: string): Promise<string> {
  const compiler = await compile(readFileSync(stylesheetPath, 'utf8'), { base: dirname(stylesheetPath), onDependency: () => {} });
  return optimize(compiler.build(classNamesIn(pageHtml)), { minify: true }).code;
}
