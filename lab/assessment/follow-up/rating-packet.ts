import { seededRandom } from '@shared/lib/seeded-random';
import { FOLLOW_UP_CHOICES, ITEM_BANK } from '@shared/domain/assessment/follow-up/item-bank';

/**
 * Prints the follow-up bank's packet a blind reader gets (rating-instructions.md beside it): every
 * statement with its id, in a fixed shuffled order, and nothing of what it was written for or keyed.
 * `npx tsx lab/assessment/follow-up/rating-packet.ts > statements.md`
 */
const rng = seededRandom(33);
const order = ITEM_BANK.map((item) => ({ item, key: rng() })).sort((a, b) => a.key - b.key);
const lines = [
  '# Statements',
  '',
  `A person reads one statement at a time and answers how much it is like them: ${FOLLOW_UP_CHOICES.map((c, i) => `${i + 1} = ${c}`).join(', ')}.`,
  '',
  ...order.map(({ item }) => `- \`${item.id}\`: ${item.text}`),
];
console.log(lines.join('\n'));
