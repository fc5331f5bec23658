import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { ITEM_BANK } from '@shared/domain/assessment/follow-up/item-bank';
import type { StatementKeys } from '@shared/domain/assessment/follow-up/graded-items';
import { KEY_READINGS, type StatementReading } from './statement-readings';

/**
 * The follow-up's keys (preregistration.md): per statement and trait the median of the key readings'
 * loadings (a trait a reader left out counts as 0), and the median typical answer.
 * `npx tsx lab/assessment/follow-up/derive-keys.ts` writes src/shared/domain/assessment/follow-up/item-keys.json;
 * keys.test.ts fails while that file differs from this derivation.
 */
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round2 = (x: number) => Math.round(x * 100) / 100 || 0;

export const deriveKeys = (readings: readonly StatementReading[] = KEY_READINGS): Record<string, StatementKeys> =>
  Object.fromEntries(
    ITEM_BANK.map(({ id }) => {
      const rated = readings.map((r) => {
        const statement = r.statements[id];
        if (!statement) throw new Error(`${r.name}: no rating for ${id}`);
        return statement;
      });
      const loadings = Object.fromEntries(
        TRAITS.map((t) => [t, round2(median(rated.map((s) => s.loadings[t] ?? 0)))]).filter(([, l]) => l !== 0),
      );
      return [id, { loadings, typicalAnswer: round2(median(rated.map((s) => s.typical_answer))) }];
    }),
  );

export const KEYS_PATH = fileURLToPath(new URL('../../../src/shared/domain/assessment/follow-up/item-keys.json', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(KEYS_PATH, `${JSON.stringify(deriveKeys(), null, 2)}\n`);
