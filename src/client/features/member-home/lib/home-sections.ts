import { paths } from '@client/config/paths';

export type HomeSectionKey = 'introductions' | 'maya' | 'profile' | 'settings';

/**
 * The member's home (issue 41 item 7), in the order a person needs it: the people Maya brings
 * first, then Maya herself, then the profile and the settings. Each has its own address, so a
 * chat message can link straight to it.
 */
export const HOME_SECTIONS = [
  { key: 'introductions', label: 'Introductions', path: paths.doneIntroductions },
  { key: 'maya', label: 'Maya', path: paths.doneMaya },
  { key: 'profile', label: 'Profile', path: paths.doneProfile },
  { key: 'settings', label: 'Settings', path: paths.doneSettings },
] as const satisfies readonly { key: HomeSectionKey; label: string; path: string }[];

/** The section a path shows: /done itself opens Introductions; null for a path outside the home. */
export function sectionOf(pathname: string): HomeSectionKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.done) return 'introductions';
  return HOME_SECTIONS.find((section) => section.path === path)?.key ?? null;
}
