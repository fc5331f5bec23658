import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The impacts issue 15 forbids: any serious or critical axe-core finding fails the journey. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A and AA rules and axe's best practices) on the page as it is now and
 * returns its serious and critical findings, one line each (rule, impact, the offending elements),
 * so a failing journey says what to fix. An empty list means the page passes.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map(
      (v) =>
        `${new URL(page.url()).pathname}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}
