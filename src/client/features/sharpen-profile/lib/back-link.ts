import { paths } from '@client/config/paths';

export type BackLink = { to: string; label: string };

const PLACES: [path: string, label: string][] = [
  [paths.reveal, 'Back to your profile'],
  [paths.done, "Back to You're All Set"],
  [paths.doneIntroductions, "Back to You're All Set"],
  // The card's place in the member's home (issue 41 item 7).
  [paths.doneProfile, 'Back to Profile'],
  [paths.mobileChat, 'Back to the chat'],
];

/**
 * Where 'back' goes after the follow-up: the page the card was opened from (router state, so it
 * survives a reload), else the profile. Only the card's own pages count, never a path from elsewhere.
 */
export function backLink(state: unknown): BackLink {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') {
    const place = PLACES.find(([path]) => from === path || from.startsWith(`${path}?`));
    if (place) return { to: from, label: place[1] };
  }
  return { to: paths.reveal, label: 'See your profile' };
}
