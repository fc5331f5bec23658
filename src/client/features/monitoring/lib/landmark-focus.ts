/**
 * Spec §2.16 "Accessibility shortcuts: Alt+H header, Alt+M main, Alt+S search". The targets:
 * - header: the page's banner (its <header>), else its first heading;
 * - main: the page's <main> (every screen has one, #main);
 * - search: the page's search field if it has one, else its first text field (the phone number on
 *   the connect page, a chat's message box) — Maya has no site search.
 * A target that is not focusable by nature gets tabindex="-1", so it takes focus without joining
 * the Tab order. Returns false when the page has no such target.
 */
export type Landmark = 'header' | 'main' | 'search';

const TEXT_FIELD =
  'input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=checkbox]):not([type=radio]):not([disabled]), textarea:not([disabled])';

const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
const first = (selector: string) =>
  [...document.querySelectorAll(`#root ${selector.split(',').join(', #root ')}`)].find(visible) as HTMLElement | undefined;

function target(landmark: Landmark): HTMLElement | undefined {
  if (landmark === 'header') return first('header, [role=banner]') ?? first('h1');
  if (landmark === 'main') return first('main, [role=main]');
  return first('[role=search] input, input[type=search]') ?? first(TEXT_FIELD);
}

export function focusLandmark(landmark: Landmark): boolean {
  const el = target(landmark);
  if (!el) return false;
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus();
  return document.activeElement === el;
}
