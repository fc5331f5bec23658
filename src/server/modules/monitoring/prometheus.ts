import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client';

export type MetricsRegistry = Registry;

const count = async (db: Database, query: ReturnType<typeof sql>): Promise<{ label: string; n: number }[]> =>
  ((await db.execute(query)) as unknown as { rows: { label: string | null; n: string | number }[] }).rows.map((r) => ({
    label: r.label ?? '',
    n: Number(r.n),
  }));

/**
 * The operator's view in Prometheus' text format (`GET /metrics`, issue 42 item 3): the same figures the console's
 * overview shows, read from the database at each scrape (so every instance reports the same), and the process's own.
 */
export function createMetricsRegistry(db: Database): MetricsRegistry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'maya_' });
  new Gauge({
    name: 'maya_members_active',
    help: 'Members whose agent is on (an active automation session).',
    registers: [registry],
    async collect() {
      const [row] = await count(db, sql`select '' as label, count(distinct user_id) as n from automation_sessions where status = 'active'`);
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'maya_pairs',
    help: 'Pairs the agents screened, by status (screened, declined, proposed, introduced, passed, expired).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { label, n } of await count(db, sql`select status as label, count(*) as n from agent_pairs group by status`))
        this.set({ status: label }, n);
    },
  });
  new Gauge({
    name: 'maya_reports',
    help: "Members' reports of one another, by status.",
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { label, n } of await count(db, sql`select status as label, count(*) as n from member_reports group by status`))
        this.set({ status: label }, n);
    },
  });
  new Gauge({
    name: 'maya_reports_last_day',
    help: 'Reports filed in the last 24 hours.',
    registers: [registry],
    async collect() {
      const [row] = await count(db, sql`select '' as label, count(*) as n from member_reports where created_at > now() - interval '1 day'`);
      this.set(row?.n ?? 0);
    },
  });
  new Gauge({
    name: 'maya_relay_screen_decisions',
    help: "The relay's safety decisions since the start, by kind, rule and action (pass, hold, block, paused, limit, …; ADR 048, 056).",
    labelNames: ['kind', 'rule', 'action'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await count(
        db,
        sql`select kind || '|' || rule || '|' || action as label, count(*) as n from relay_screen_decisions group by kind, rule, action`,
      );
      for (const { label, n } of rows) {
        const [kind = '', rule = '', action = ''] = label.split('|');
        this.set({ kind, rule, action }, n);
      }
    },
  });
  new Gauge({
    name: 'maya_relay_screen_model',
    help:
      "What the model's label did to the relay's screen since the start (agreed, added, overruled), " +
      'or why there was none (timeout, breaker, failed; ADR 065).',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { label, n } of await count(
        db,
        sql`select model as label, count(*) as n from relay_screen_decisions where model is not null group by model`,
      ))
        this.set({ outcome: label }, n);
    },
  });
  new Gauge({
    name: 'maya_safety_holds',
    help: 'Members paused from the pool and the relay until a moderator looks, by reason and status (open, lifted; ADR 056).',
    labelNames: ['reason', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { label, n } of await count(
        db,
        sql`select reason || '|' || status as label, count(*) as n from safety_holds group by reason, status`,
      )) {
        const [reason = '', status = ''] = label.split('|');
        this.set({ reason, status }, n);
      }
    },
  });
  return registry;
}
