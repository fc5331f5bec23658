import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberPreferences, messagingConnections, messengerLinks } from '../../db/schema';
import { countryOfPhone, linesFor, type HelpLine } from '../../domain/crisis-lines/crisis-lines';
import type { CareKind } from '@server/modules/language';

/** The person's country for their helplines: the city they chose for meeting people, else their phone's calling code. */
export async function countryOf(db: Database, userId: string): Promise<string | null> {
  const [city] = await db
    .select({ country: memberPreferences.countryCode })
    .from(memberPreferences)
    .where(eq(memberPreferences.userId, userId))
    .limit(1);
  if (city?.country) return city.country;
  const [connection] = await db
    .select({ phone: messagingConnections.phone })
    .from(messagingConnections)
    .where(eq(messagingConnections.userId, userId))
    .limit(1);
  const byConnection = countryOfPhone(connection?.phone);
  if (byConnection) return byConnection;
  const links = await db.select({ address: messengerLinks.address }).from(messengerLinks).where(eq(messengerLinks.userId, userId));
  return links.map((link) => countryOfPhone(link.address)).find(Boolean) ?? null;
}

const listed = (lines: HelpLine[]) => lines.map((line) => `• ${line.name}: ${line.contact}`).join('\n');

/** Maya's answer to a message that needs care: warm, short, and the resources of the person's country. Never small talk. */
export function careText(kind: CareKind, countryCode: string | null): string {
  const lines = linesFor(countryCode);
  if (kind === 'self_harm')
    return [
      "I'm really glad you told me, and I'm so sorry you're hurting this much. You don't have to carry this alone.",
      `Please talk to someone who can help right now. It's free and confidential:\n${listed(lines.crisis)}`,
      `If you might act on these thoughts or you're in danger, call ${lines.emergency} now.`,
      "I'm here and I'll keep listening.",
    ].join('\n\n');
  if (kind === 'abuse')
    return [
      "Thank you for telling me. What's happening is not okay, and it's not your fault.",
      `If you're in danger right now, call ${lines.emergency}. People who can help, free and confidential:\n${listed(lines.abuse)}`,
      "I'm here if you want to talk.",
    ].join('\n\n');
  return [
    "I'm so sorry. That sounds frightening, and you did the right thing telling me. Your safety comes first.",
    `If you're in danger right now, call ${lines.emergency}. You can block and report them now: they will not be able to reach you through Maya again.`,
    `People who can help, free and confidential:\n${listed(lines.abuse)}`,
  ].join('\n\n');
}
