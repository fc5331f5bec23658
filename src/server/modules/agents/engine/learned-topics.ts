import { sql, type SQL } from 'drizzle-orm';
import { withoutPrivate } from '@shared/domain/matching/private-topics';
import { uniqueInterests } from '@shared/domain/matching/shared-interests';
import { TOPIC_CATALOGUE } from '../../../domain/topics/topic-catalogue';
import { topicOfTaste } from '../../../domain/topics/topic-of-taste';

/** At most this many learned topics per member (the persona fills up to 6 with trait topics). */
const MAX_LEARNED = 4;
const TOPIC_LABELS = new Set(TOPIC_CATALOGUE.map((t) => t.label));

/**
 * What Maya learned a member likes, as SQL columns for the member `userId` names: the 'interests'
 * preference model (spec §9) and the current `taste:*` memory facts the member said they like.
 */
export const learnedColumns = (userId: SQL): SQL => sql`
  (select pm.preference_data from preference_models pm
    where pm.user_id = ${userId} and pm.preference_category = 'interests') as interests_data,
  array(select split_part(mf.slot, ':', 2) from memory_facts mf
    where mf.user_id = ${userId} and mf.superseded_at is null and mf.slot like 'taste:%' and mf.value = 'likes'
    order by mf.created_at desc limit 24) as tastes`;

/**
 * The member's learned topics: the catalogue topics of the tastes they stated first, then the catalogue's topics
 * among their counted interests. NOTE: only catalogue topics, never the member's own words: these go into other
 * members' weeks (issue 43 item 5). Plain frequent words of the interests model ("work", "today") are left out too.
 */
export function learnedTopics(interestsData: unknown, tastes: readonly unknown[] | null): string[] {
  const top = (interestsData as { top?: unknown } | null)?.top;
  const counted = Array.isArray(top)
    ? top.map((i: { term?: unknown; label?: unknown }) => (typeof i?.term === 'string' ? i.term : '')).filter((t) => TOPIC_LABELS.has(t))
    : [];
  const stated = (tastes ?? []).map(topicOfTaste).filter((topic): topic is string => topic !== null);
  return withoutPrivate(uniqueInterests([...stated, ...counted])).slice(0, MAX_LEARNED);
}
