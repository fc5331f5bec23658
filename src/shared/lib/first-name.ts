import { displayText } from './display-text';

/**
 * The first word of a person's name, as a label (spec §5: trimmed, whitespace collapsed, at most 50
 * characters), or null when there is none ('  Ana   María ' → 'Ana'; null, '' and '   ' → null).
 * The one rule behind every 'Hi Ana' the app writes, on screen, in e-mails and in AI text.
 */
export function firstNameOf(name: unknown): string | null {
  const first = displayText(name, 'body').split(' ')[0] ?? '';
  return first ? displayText(first, 'label') : null;
}
