import { CANNED_EMPATHY_LINES, detectEmotion, type Emotion } from '../../../../shared/domain/emotion';
import { firstNameOf } from '../../../../shared/domain/first-name';
import type { Persona } from '../../../../shared/schemas/persona';
import type { ChatReply, ChatTurn, Empathy } from '../schemas/companion';
import { LineBook } from './line-book';
import { rngFor } from './rng';
import { personaTopics } from './topics';

const OPENERS: Record<Emotion, readonly string[]> = {
  happy: ['I love hearing that!', 'That genuinely made me smile.', 'Yes! That\'s great news.'],
  sad: ['I\'m sorry, that sounds heavy.', 'That sounds really hard.', 'I\'m here. That sounds painful.'],
  anxious: ['That sounds stressful, and it makes sense you feel that way.', 'Nerves are normal here. You\'re not alone in this.', 'Let\'s slow down for a second. That sounds like a lot.'],
  frustrated: ['Ugh, that does sound frustrating.', 'I get why that would annoy you.', 'That would wind me up too.'],
  confused: ['That\'s a confusing spot to be in.', 'Mixed signals are the worst.', 'Let\'s untangle it together.'],
  neutral: ['Got it.', 'I hear you.', 'Okay, tell me more.', 'Interesting.'],
};
const FOLLOW_UPS: Record<Emotion, readonly string[]> = {
  happy: ['What was the best part?', 'How are you going to celebrate?'],
  sad: ['Do you want to talk about what happened?', 'What would feel most helpful right now?'],
  anxious: ['What\'s the part that worries you most?', 'What would make it feel a little easier?'],
  frustrated: ['Do you want to vent, or think about what to do next?', 'What would a good outcome look like?'],
  confused: ['What feels most unclear right now?', 'What does your gut say?'],
  neutral: ['How are you feeling about it?', 'What\'s on your mind today?', 'What would you like to talk about?'],
};

const isGreeting = (m: string) => /^(hi|hey|hello|yo|good (morning|evening|afternoon))\b/i.test(m.trim());
const asksAboutMaya = (m: string) => /\b(who|what) are you\b|\byour name\b/i.test(m);

/** Maya's offline reply: acknowledges the feeling, picks up their interests, never repeats an earlier reply. */
export function writeChatReply(input: { persona?: Persona; history: ChatTurn[]; message: string }): ChatReply {
  const rng = rngFor(input.message, input.history.length, 'chat');
  const lines = new LineBook(input.history.filter((t) => t.role === 'assistant').map((t) => t.content));
  const name = firstNameOf(input.persona?.name);
  const emotion = detectEmotion(input.message);
  const parts: string[] = [];
  const greeting = isGreeting(input.message);
  if (greeting) {
    const hellos = input.history.length === 0 ? [`Hi${name ? ` ${name}` : ''}! Good to hear from you.`, 'Hey! I was hoping you\'d stop by.'] : ['Hello again!', 'Hey, welcome back!'];
    parts.push(lines.take(rng, hellos) ?? 'Hi!');
  }
  if (asksAboutMaya(input.message)) parts.push('I\'m Maya, your companion here. I\'m around to chat, listen and help you think things through.');
  else if (!(greeting && emotion === 'neutral')) parts.push(lines.take(rng, OPENERS[emotion]) ?? '');
  const lower = input.message.toLowerCase();
  const topic = input.persona ? personaTopics(input.persona).find((t) => lower.includes(t.label) || t.keywords.some((k) => lower.includes(k))) : undefined;
  if (topic) parts.push(lines.take(rng, [`You know I love hearing about your ${topic.label}.`, `Anything to do with ${topic.label} is a good sign, in my book.`]) ?? '');
  const followUps = greeting && emotion === 'neutral' ? ['How\'s your day going?', 'What\'s new with you?', 'How have you been?'] : FOLLOW_UPS[emotion];
  parts.push(lines.take(rng, followUps) ?? lines.take(rng, FOLLOW_UPS.neutral) ?? 'Tell me more?');
  return { reply: parts.filter(Boolean).join(' ') };
}

const STAGE_CLOSERS: Record<string, string> = {
  initial_interaction: 'We\'re only just getting to know each other, but I\'m glad you told me.',
  getting_to_know: 'I\'m getting to know you, and this helps me understand you better.',
  building_connection: 'I really appreciate you sharing this with me.',
  deepening_bond: 'You can always bring this kind of thing to me.',
};

/** An empathetic response shaped by the detected emotion and how close Maya and the person are. */
export function writeEmpathy(input: { situation: string; relationshipStage: string; detectedEmotion: Emotion }): Empathy {
  const rng = rngFor(input.situation, input.detectedEmotion, input.relationshipStage, 'empathy');
  const set = CANNED_EMPATHY_LINES[input.detectedEmotion === 'neutral' ? 'confused' : input.detectedEmotion];
  const closer = STAGE_CLOSERS[input.relationshipStage] ?? '';
  return { empathy_response: [rng.pick(set), closer].filter(Boolean).join(' ') };
}
