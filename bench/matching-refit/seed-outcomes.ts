import type pg from 'pg';

/**
 * Synthetic outcomes at the density of the held-out replay log (docs/matching.md: 3,000 members,
 * 34,913 pairs, 62,368 decisions, 27.8 % approve, a median of 22 decisions per decider): each member
 * starts 12 pairs (so is in about 24), each side decides 90 % of them, 28 % approve, and both sides of
 * about half the mutual pairs answer "did you meet?". Every pair keeps both sides' rows as the pass
 * ranks them (ranker_pair_sides), so the refit reads and learns every decision. Written in SQL, on the
 * server (generate_series, hashtext): seeding 100,000 members takes minutes, not the bench's memory.
 */

export const PAIRS_PER_MEMBER = 12;
const ISSUER = 'maya-refit-bench';
const INTERESTS = [
  'hiking',
  'cooking',
  'jazz',
  'cinema',
  'running',
  'yoga',
  'climbing',
  'chess',
  'photography',
  'travel',
  'painting',
  'cycling',
  'board games',
  'gardening',
  'theatre',
  'swimming',
  'reading',
  'dancing',
  'surfing',
  'wine',
  'coffee',
  'baking',
  'tennis',
  'football',
  'poetry',
  'museums',
  'camping',
  'skiing',
  'podcasts',
  'techno',
  'opera',
  'knitting',
  'sailing',
  'volunteering',
  'comedy',
  'anime',
  'languages',
  'astronomy',
  'pottery',
  'karaoke',
];

/** A number in [0, 1) from the text `key`, the same on every run. */
const unit = (key: string) => `((abs(hashtext(${key})) % 100000) / 100000.0)`;

/** Seeds `members` members, their pairs, pair sides and outcomes; returns the row counts. */
export async function seedOutcomes(client: pg.Client, members: number, start: Date): Promise<Record<string, number>> {
  const words = `array[${INTERESTS.map((w) => `'${w}'`).join(',')}]`;
  await client.query(`create temp table bench_m (g int primary key, id uuid not null, traits jsonb not null)`);
  await client.query(
    `with ins as (insert into users (issuer, subject) select '${ISSUER}', 'm' || g from generate_series(1, $1) g returning id, subject)
     insert into bench_m select substring(subject from 2)::int, id, '{}'::jsonb from ins`,
    [members],
  );
  await client.query(`
    update bench_m set traits = jsonb_build_object(
      'age', 22 + g % 30,
      'lookingFor', (array['long_term','short_term','friendship','open'])[1 + g % 4],
      'interests', (select jsonb_agg(distinct (${words})[1 + abs(hashtext(g || ':i' || k)) % ${INTERESTS.length}]) from generate_series(1, 4) k),
      'standings', jsonb_build_object(
        'honesty_humility', ${unit(`g || ':h'`)}, 'emotionality', ${unit(`g || ':e'`)}, 'extraversion', ${unit(`g || ':x'`)},
        'agreeableness', ${unit(`g || ':a'`)}, 'conscientiousness', ${unit(`g || ':c'`)}, 'openness', ${unit(`g || ':o'`)}))`);
  // Partners within a neighbourhood of 2,000 ids (a city), both sides' choices, when each was made.
  await client.query(
    `
    create temp table bench_p as
    select distinct on (least(a.id, b.id), greatest(a.id, b.id))
      least(a.id, b.id) as low, greatest(a.id, b.id) as high, a.g as ga, b.g as gb,
      ${unit(`a.g || ':' || b.g || ':dl'`)} as d_low, ${unit(`a.g || ':' || b.g || ':dh'`)} as d_high,
      ${unit(`a.g || ':' || b.g || ':al'`)} as a_low, ${unit(`a.g || ':' || b.g || ':ah'`)} as a_high,
      ${unit(`a.g || ':' || b.g || ':t'`)} as t, ${unit(`a.g || ':' || b.g || ':s'`)} as s
    from bench_m a
    cross join generate_series(1, ${PAIRS_PER_MEMBER}) j
    join bench_m b on b.g = 1 + (a.g + abs(hashtext(a.g || ':p' || j)) % 2000) % $1
    where b.g <> a.g`,
    [members],
  );
  await client.query(
    `
    insert into agent_pairs (low_user_id, high_user_id, status, low_score, high_score, reciprocal_score, seed, low_decision, high_decision, proposed_at)
    select low, high,
      case when d_low < 0.9 and d_high < 0.9 and a_low < 0.28 and a_high < 0.28 then 'introduced' else 'passed' end,
      0.4 + s * 0.4, 0.4 + t * 0.4, 0.4 + (s + t) * 0.2, 1,
      case when d_low < 0.9 then case when a_low < 0.28 then 'approve' else 'pass' end end,
      case when d_high < 0.9 then case when a_high < 0.28 then 'approve' else 'pass' end end,
      $1::timestamptz + (t * 30) * interval '1 day'
    from bench_p`,
    [start],
  );
  await client.query(`
    insert into ranker_pair_sides (pair_id, user_id, own_score, traits, pair)
    select p.id, side.user_id, side.own_score, m.traits,
      jsonb_build_object('reciprocal', p.reciprocal_score, 'compatibility', 0.3 + ${unit(`p.id::text || ':c'`)} * 0.5,
        'km', round((${unit(`p.id::text || ':k'`)} * 40)::numeric, 1), 'shared', abs(hashtext(p.id::text)) % 3)
    from agent_pairs p
    cross join lateral (values (p.low_user_id, p.low_score), (p.high_user_id, p.high_score)) side(user_id, own_score)
    join bench_m m on m.id = side.user_id`);
  await client.query(`
    insert into outcomes (user_id, pair_id, kind, source, at, updated_at)
    select side.user_id, p.id, side.decision, 'web', side.at, side.at
    from agent_pairs p
    cross join lateral (values (p.low_user_id, p.low_decision, p.proposed_at + interval '3 hours'),
                               (p.high_user_id, p.high_decision, p.proposed_at + interval '5 hours')) side(user_id, decision, at)
    where side.decision is not null`);
  await client.query(`
    insert into outcomes (user_id, pair_id, kind, answer, source, at, updated_at)
    select side.user_id, p.id, 'met', case when ${unit(`p.id::text || ':m'`)} < 0.7 then 'yes' else 'no' end, 'chat',
      p.proposed_at + interval '4 days', p.proposed_at + interval '4 days'
    from agent_pairs p
    cross join lateral (values (p.low_user_id), (p.high_user_id)) side(user_id)
    where p.status = 'introduced' and ${unit(`p.id::text || ':met'`)} < 0.5`);
  await client.query('analyze');
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
  return {
    members: await count('select count(*) as n from users'),
    pairs: await count('select count(*) as n from agent_pairs'),
    decisions: await count(`select count(*) as n from outcomes where kind in ('approve', 'pass')`),
    approvals: await count(`select count(*) as n from outcomes where kind = 'approve'`),
    met: await count(`select count(*) as n from outcomes where kind = 'met'`),
  };
}
