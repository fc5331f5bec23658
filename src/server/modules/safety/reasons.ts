import { contactWords, type ContactKind } from '@shared/domain/messenger/contact-detection';
import type { Kind } from './kinds';

/** What the sender reads when a message is held, per rule where the rule says more than its kind. */
const BY_RULE: Record<string, string> = {
  'money.gift_card':
    'This looks like a request for gift cards. Maya never asks members to send money or gift cards, and scammers often do.',
  'money.payment':
    'This asks for a payment or for bank or card details. Maya never asks members to send money or share payment details, and scammers often do.',
  'money.investment':
    'This looks like an investment or crypto pitch. Maya never asks members to invest, and scammers often start a chat this way.',
  'threat.exposure': "This reads as a threat to share someone's pictures or messages, so Maya won't send it.",
  'threat.self_harm': "This tells someone to hurt themselves, so Maya won't send it.",
};

const BY_KIND: Record<Exclude<Kind, 'contact'>, string> = {
  money: 'This looks like a request for money. Maya never asks members to send money, and scammers often do.',
  off_platform:
    'This asks to move the chat off Maya, to another app, a handle or a link. Until you have met, chats stay here, where Block and Report work.',
  sexual: "This reads as sexual. If they haven't asked for it, it can make someone uncomfortable.",
  harassment: 'This reads as an insult or a put-down. It may hurt the person who reads it.',
  threat: "This reads as a threat, so Maya won't send it, even as a joke.",
};

const ALSO: Record<Kind, string> = {
  threat: 'a threat',
  contact: 'contact details',
  money: 'a request for money',
  off_platform: 'a push to another app',
  sexual: 'sexual content',
  harassment: 'an insult',
};

/** A model's reason as the sender reads it: one sentence, ended. */
const sentence = (words: string) => (/[.!?…]$/.test(words) ? words : `${words}.`);

/**
 * Plain words for the sender: why the most serious kind holds the message, then what else was seen. `modelReason`
 * (the model's own words, when the model alone found the most serious kind) leads instead of Maya's.
 */
export function reasonFor(kinds: readonly Kind[], rule: string, contacts: readonly ContactKind[], modelReason = ''): string {
  const [first, ...rest] = kinds;
  if (!first) return '';
  const lead = modelReason
    ? sentence(modelReason)
    : first === 'contact'
      ? `This has ${contactWords([...contacts]) || 'contact details'}. Maya never passes on contact details in messages; to give yours on purpose, say SHARE.`
      : (BY_RULE[rule] ?? BY_KIND[first]);
  if (!rest.length) return lead;
  const also = rest.map((k) => ALSO[k]);
  const list = also.length > 1 ? `${also.slice(0, -1).join(', ')} and ${also.at(-1)}` : also[0];
  return `${lead} It also looks like ${list}.`;
}
