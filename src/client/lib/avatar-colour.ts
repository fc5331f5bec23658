/**
 * Issue 12 item 1: a match's avatar initial has its own colour, chosen by its name, never the
 * companion Maya's pink or the person's own blue. Class names are listed in full so Tailwind sees them.
 */
export const MATCH_AVATAR_COLOURS = [
  'bg-linear-to-br from-emerald-500 to-teal-400',
  'bg-linear-to-br from-amber-500 to-orange-400',
  'bg-linear-to-br from-violet-500 to-fuchsia-400',
  'bg-linear-to-br from-cyan-500 to-sky-400',
  'bg-linear-to-br from-lime-500 to-emerald-400',
] as const;

/** The same name always gets the same colour. */
export function matchAvatarColour(name: string): (typeof MATCH_AVATAR_COLOURS)[number] {
  let hash = 0;
  for (const ch of name.trim().toLowerCase()) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  return MATCH_AVATAR_COLOURS[hash % MATCH_AVATAR_COLOURS.length]!;
}
