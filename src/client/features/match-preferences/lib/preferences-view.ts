import type { Gender, LookingFor, MemberPreferences } from '@shared/schemas/member-preferences';

export const GENDER_OPTIONS: readonly { value: Gender; label: string; plural: string }[] = [
  { value: 'woman', label: 'Woman', plural: 'Women' },
  { value: 'man', label: 'Man', plural: 'Men' },
  { value: 'nonbinary', label: 'Nonbinary', plural: 'Nonbinary people' },
];

export const LOOKING_FOR_OPTIONS: readonly { value: LookingFor; label: string }[] = [
  { value: 'long_term', label: 'A long-term relationship' },
  { value: 'short_term', label: 'Something casual' },
  { value: 'friendship', label: 'New friends' },
  { value: 'open', label: "I'm open to see" },
];

/** The distances the card offers; a saved value outside them is offered too, so an edit keeps it. */
export const DISTANCE_CHOICES_KM = [10, 25, 50, 100, 250] as const;
export const distanceChoices = (saved?: number) =>
  saved === undefined || DISTANCE_CHOICES_KM.some((km) => km === saved)
    ? [...DISTANCE_CHOICES_KM]
    : [...DISTANCE_CHOICES_KM, saved].sort((a, b) => a - b);

export const SHARE_OPTIONS = [
  { key: 'share_age', label: 'Show my age', explanation: 'Your age, never your date of birth.' },
  { key: 'share_area', label: 'Show my area', explanation: 'Your city and country, never where exactly you live.' },
  { key: 'share_summary', label: 'Show my personality summary', explanation: 'The short summary of your Maya profile.' },
] as const satisfies readonly { key: keyof MemberPreferences; label: string; explanation: string }[];

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** One line per fact, for the saved card's summary. */
export function preferencesSummary(p: MemberPreferences): { label: string; value: string }[] {
  const plural = (g: Gender) => GENDER_OPTIONS.find((o) => o.value === g)?.plural ?? g;
  const shown = SHARE_OPTIONS.filter((o) => p[o.key]).map((o) => o.label.replace('Show my ', ''));
  return [
    { label: 'Meeting', value: `${listed(p.seeks.map(plural))}, ${p.age_min}–${p.age_max}` },
    { label: 'Near', value: `${p.city.label}, within ${p.max_km} km` },
    { label: 'Looking for', value: LOOKING_FOR_OPTIONS.find((o) => o.value === p.looking_for)?.label ?? p.looking_for },
    { label: 'Others see', value: `Your first name${shown.length ? `, ${listed(shown)}` : ' only'}` },
  ];
}
