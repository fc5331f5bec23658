/** A line of the agents' week: said by 'you' (the member's agent) or the other's first name. */
type WeekLine = { from: string; text: string };
/** What these texts read of the /done card (schemas/shortlist.ts ProposalCard). */
type ProposalCard = {
  firstName: string;
  age: number | null;
  area: string | null;
  summary: string | null;
  weekLines: WeekLine[];
  sharedInterests: string[];
  whyItFits: string[];
};

/**
 * What Maya writes in the messaging app about a proposal (issue 32 item 4). Made from the same
 * ProposalCard as /done, so it shows only what the other member shares: first name, age, area,
 * never a surname, number, address or coordinates.
 */
const quote = (line: WeekLine) => `${line.from === 'you' ? 'Your agent' : `${line.from}'s agent`}: "${line.text}"`;

/** "Ana, 29, Lisbon, Portugal". */
export const whoLine = (card: Pick<ProposalCard, 'firstName' | 'age' | 'area'>) =>
  [card.firstName, card.age === null ? null : String(card.age), card.area].filter(Boolean).join(', ');

export function proposalCardText(card: ProposalCard): string {
  const lines = [`Maya's agent found someone for you: ${whoLine(card)}.`];
  if (card.whyItFits.length) lines.push(`Why I think it fits: ${card.whyItFits.join('; ')}.`);
  const week = card.weekLines.slice(0, 2);
  if (week.length) lines.push('', 'From your agents’ week:', ...week.map(quote));
  lines.push('', `Approve, and if ${card.firstName} approves too I'll introduce you. A pass is never told.`);
  return lines.join('\n');
}

export type MoreAboutProposal = {
  /** More of the agents' week (the card showed the first two). */
  weekLines: WeekLine[];
  /** The member's own agent's score, 0–1, and its reasons with their tone. */
  score: number | null;
  reasons: { fits: boolean; text: string }[];
};

export function proposalMoreText(card: ProposalCard, more: MoreAboutProposal): string {
  const lines = [`More about ${card.firstName}:`];
  if (card.summary) lines.push(card.summary);
  if (card.sharedInterests.length) lines.push(`You both like: ${card.sharedInterests.join(', ')}.`);
  if (more.weekLines.length) lines.push('', 'More of your agents’ week:', ...more.weekLines.map(quote));
  if (more.score !== null) lines.push('', `Your agent's score: ${Math.round(more.score * 100)} / 100.`);
  for (const reason of more.reasons) lines.push(`${reason.fits ? '+' : '–'} ${reason.text}`);
  return lines.join('\n');
}

/** How the relay works, in the introduction both receive. */
export function introductionText(otherFirstName: string): string {
  return [
    `You and ${otherFirstName} both said yes. Meet ${otherFirstName}!`,
    '',
    `From now on what you write here goes to ${otherFirstName}, signed with your first name, and ${otherFirstName}'s messages come to you the same way.`,
    'I never pass on phone numbers, usernames or e-mail addresses. To give yours, say SHARE: I ask before I send it.',
    `To talk to me instead, say MAYA (or start with "Maya,"); TALK TO ${otherFirstName} brings you back.`,
    'END CHAT, BLOCK or REPORT at any time, or use the buttons.',
    `When you'd like to meet, tap Find a time (or say DATE): I'll ask you both when suits you and suggest times that work for both.`,
  ].join('\n');
}
