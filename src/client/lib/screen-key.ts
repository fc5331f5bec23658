import { paths } from '@client/config/paths';

/**
 * Which screen a path belongs to: a section of the member's home (/done/maya …) is part of the
 * /done screen, so moving between sections keeps the home (its navigation, focus and state)
 * mounted; any other path is a screen of its own.
 */
export const screenKey = (pathname: string): string =>
  pathname === paths.done || pathname.startsWith(`${paths.done}/`) ? paths.done : pathname;
