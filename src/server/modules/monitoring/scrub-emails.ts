import { findEmails, replaceSpans } from '@server/modules/ai';

export const EMAIL_PLACEHOLDER = '[email]';

/**
 * The same JSON with every e-mail address in its strings (keys included) replaced, for telemetry
 * that must not keep one (issue 15: analytics events are stored without e-mail addresses).
 * NOTE: findEmails is linear in the text's length (pii-scanners.ts); the request schemas bound the
 * sizes, so this is cheap.
 */
export function scrubEmails<T>(value: T): T {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const spans = findEmails(node);
      return spans.length ? replaceSpans(node, spans, EMAIL_PLACEHOLDER) : node;
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [visit(k) as string, visit(v)]));
    return node;
  };
  return visit(value) as T;
}
