import {
  memberPreferencesInputSchema,
  type City,
  type Gender,
  type LookingFor,
  type MemberPreferences,
  type MemberPreferencesInput,
} from '@shared/schemas/member-preferences';

/** The card as typed: text where the person types, the picked city as a whole. */
export type PreferencesDraft = {
  birth_date: string;
  gender: Gender | '';
  seeks: Gender[];
  age_min: string;
  age_max: string;
  city: City | null;
  max_km: number;
  looking_for: LookingFor | '';
  share_age: boolean;
  share_area: boolean;
  share_summary: boolean;
};

export type DraftErrors = Partial<Record<keyof MemberPreferencesInput, string>>;

export const draftFrom = (saved: MemberPreferences | null | undefined): PreferencesDraft =>
  saved
    ? { ...saved, age_min: String(saved.age_min), age_max: String(saved.age_max) }
    : {
        birth_date: '',
        gender: '',
        seeks: [],
        age_min: '25',
        age_max: '45',
        city: null,
        max_km: 50,
        looking_for: '',
        share_age: true,
        share_area: true,
        share_summary: true,
      };

/** The draft checked by the shared schema the server uses too: the body to send, or one message per field. */
export function checkDraft(
  draft: PreferencesDraft,
): { input: MemberPreferencesInput; errors?: never } | { input?: never; errors: DraftErrors } {
  const { city, ...rest } = draft;
  const parsed = memberPreferencesInputSchema.safeParse({
    ...rest,
    age_min: draft.age_min.trim() === '' ? undefined : Number(draft.age_min),
    age_max: draft.age_max.trim() === '' ? undefined : Number(draft.age_max),
    city_id: city?.id,
  });
  if (parsed.success) return { input: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof MemberPreferencesInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
