import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

const SERVER_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
/** NOTE: a database of its own: the pool is 100,000 rows per table, never in `test` or another suite's database. */
export const AGENTS_BENCH_DATABASE = process.env.AGENTS_BENCH_DATABASE ?? 'agents_bench';

/** 24 metropolitan areas (lat, lon); members are spread around them, a few near the antimeridian and far north. */
const CITIES = [
  [38.72, -9.14],
  [41.15, -8.61],
  [40.42, -3.7],
  [41.39, 2.17],
  [48.86, 2.35],
  [51.51, -0.13],
  [52.52, 13.4],
  [52.37, 4.9],
  [45.46, 9.19],
  [41.9, 12.5],
  [59.33, 18.07],
  [60.17, 24.94],
  [40.71, -74.0],
  [34.05, -118.24],
  [-23.55, -46.63],
  [-34.6, -58.38],
  [-33.87, 151.21],
  [-36.85, 174.76],
  [-18.14, 178.44],
  [64.84, -147.72],
  [35.68, 139.69],
  [19.08, 72.88],
  [-1.29, 36.82],
  [78.22, 15.65],
];

/**
 * Creates (or recreates) the bench database, migrated, with `size` members in the pool: one
 * INSERT … SELECT generate_series per table. Deterministic (setseed), so runs compare.
 */
export async function createCandidatePool(size: number): Promise<DatabaseHandle> {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${AGENTS_BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${AGENTS_BENCH_DATABASE}`);
  await admin.end();
  const handle = await openDatabase({
    url: `${SERVER_URL}/${AGENTS_BENCH_DATABASE}`,
    dataDir: 'unused',
    applicationName: 'maya-bench-agents',
  });
  await migrate(handle);
  const client = new pg.Client({ connectionString: `${SERVER_URL}/${AGENTS_BENCH_DATABASE}` });
  await client.connect();
  try {
    const cities = `(values ${CITIES.map(([lat, lon], i) => `(${i}, ${lat}, ${lon})`).join(', ')}) as c(i, lat, lon)`;
    await client.query('select setseed(0.31)');
    await client.query(
      `create temp table m as
      select g, ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid as id, random() as r1, random() as r2, random() as r3,
        random() as r4, (random() * ${CITIES.length - 1})::int as city from generate_series(1, $1::int) g`,
      [size],
    );
    await client.query(`insert into users (id, issuer, subject) select id, 'bench', 'member-' || g from m`);
    await client.query(`insert into profiles (user_id, display_name) select id, 'Member' || g from m`);
    await client.query(`insert into personality_profiles (user_id, hexaco_scores)
      select id, jsonb_build_object('honesty_humility', 0.3 + r1 * 0.5, 'emotionality', 0.3 + r2 * 0.5, 'extraversion', 0.3 + r3 * 0.5,
        'agreeableness', 0.3 + r4 * 0.5, 'conscientiousness', 0.3 + r2 * 0.4, 'openness', 0.3 + r1 * 0.4) from m`);
    await client.query(`insert into member_preferences (user_id, birth_date, gender, seeks, age_min, age_max, city_id, city_name,
        country_code, lat, lon, max_km, looking_for)
      select id, date '2008-01-01' - (r1 * 45 * 365)::int,
        case when r2 < 0.48 then 'woman' when r2 < 0.96 then 'man' else 'nonbinary' end,
        case when r3 < 0.85 then (case when r2 < 0.48 then array['man'] else array['woman'] end)
             when r3 < 0.95 then array['woman', 'man', 'nonbinary'] else array[case when r2 < 0.48 then 'woman' else 'man' end] end,
        greatest(18, 18 + (r1 * 45)::int - 6), least(99, 18 + (r1 * 45)::int + 8), 1000 + city, 'City ' || city, 'XX',
        least(89.9, greatest(-89.9, c.lat + (r4 - 0.5) * 0.9)), ((c.lon + (r3 - 0.5) * 1.2 + 540)::numeric % 360 - 180)::float8,
        (array[10, 25, 50, 100, 200])[1 + floor(r4 * 5)::int], (array['long_term', 'short_term', 'friendship', 'open'])[1 + floor(r3 * 4)::int]
      from m join ${cities} on c.i = m.city`);
    await client.query(
      `insert into automation_sessions (user_id, status) select id, case when r4 < 0.9 then 'active' else 'paused' end from m`,
    );
    // Pairs already screened (one per member, with the next id) and a few blocks, so the anti-joins have rows to probe.
    await client.query(`insert into agent_pairs (low_user_id, high_user_id, low_score, high_score, reciprocal_score, seed)
      select m.id, n.id, 0.6, 0.6, 0.6, 1 from m join m n on n.g = m.g + 1`);
    await client.query(
      `insert into member_blocks (blocker_user_id, blocked_user_id) select m.id, n.id from m join m n on n.g = m.g + 7 where m.r1 < 0.02`,
    );
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  return handle;
}
