import {
  asksToForget,
  CANNED_EMPATHY_LINES,
  detectEmotion,
  type Emotion,
  type Fact,
  factPhrase,
  factsOf,
  type MemoryQuestion,
  questionOf,
  slotKey,
  slotKind,
} from '@server/modules/language';
import { firstNameOf } from '@shared/lib/first-name';
import type { Persona } from '@shared/domain/matching/persona';
import type { z } from 'zod';
import { DEFAULT_PERSONALITY } from '@shared/domain/companion/personality';
import type { ChatReply, ChatTurn, companionStateSchema, Empathy, MessageRead } from '../schemas/companion';
import { LineBook } from './line-book';
import { rngFor } from './rng';
import { TOPIC_CATALOGUE, type TopicLexicon } from '../../../domain/topics/topic-catalogue';
import { personaTopics } from './topics';

const OPENERS: Record<Emotion, readonly string[]> = {
  happy: ['I love hearing that!', 'That genuinely made me smile.', "Yes! That's great news."],
  sad: ["I'm sorry, that sounds heavy.", 'That sounds really hard.', "I'm here. That sounds painful."],
  anxious: [
    'That sounds stressful, and it makes sense you feel that way.',
    "Nerves are normal here. You're not alone in this.",
    "Let's slow down for a second. That sounds like a lot.",
  ],
  frustrated: ['Ugh, that does sound frustrating.', 'I get why that would annoy you.', 'That would wind me up too.'],
  confused: ["That's a confusing spot to be in.", 'Mixed signals are the worst.', "Let's untangle it together."],
  neutral: ['Got it.', 'I hear you.', "Okay, I'm listening.", 'Interesting.'],
};
const FOLLOW_UPS: Record<Emotion, readonly string[]> = {
  happy: ['What was the best part?', 'What made it so good?'],
  sad: ['Do you want to talk about what happened?', 'What would feel most helpful right now?'],
  anxious: ["What's the part that worries you most?", 'What would make it feel a little easier?'],
  frustrated: ['Do you want to vent, or think about what to do next?', 'What would a good outcome look like?'],
  confused: ['What feels most unclear right now?', 'What does your gut say?'],
  neutral: ['How are you feeling about it?', "What's on your mind today?", 'What would you like to talk about?'],
};
/**
 * When every follow-up has been said: open questions, so a long chat never falls back on one
 * stock line twice (the study's 20-message conversation, ADR 039).
 */
const OPEN_QUESTIONS = [
  "What's been the best part of your week so far?",
  'Anything fun planned for the weekend?',
  'What kind of first date would feel easy for you?',
  "What's something small that made you smile lately?",
  'What do you like doing when you have a free evening?',
  "Is there something you've been looking forward to?",
  'What does a really good day look like for you?',
  "What's something people usually get wrong about you?",
  'Who do you talk to most during the week?',
  "What's a place you'd love to go back to?",
  "What's been on your mind most this week?",
  'What would make tomorrow a good day?',
  "What's a song you've had on repeat lately?",
  'What are you most looking forward to this month?',
  "What's something you'd like to get better at?",
  'What would your ideal Sunday look like?',
];

const isGreeting = (m: string) => /^(hi|hey|hello|yo|good (morning|evening|afternoon))\b/i.test(m.trim());
/** "ok", "lol", "cool cool", "yeah i know right": a nod, not news; "Interesting." would not fit. */
const NOD_WORDS = 'ok(?:ay)?|k|lol|lmao|haha+|hehe|ha|yeah|yep|yes|yup|sure|cool|nice|hmm+|mm+|right|true|fair|same';
const NOD_PHRASES = 'sounds good|i know right|anyway|that makes sense';
const NOD_TAIL = 'ok|lol|cool|yeah|i know right|haha+|right|then|so';
const NOD = new RegExp(`^(?:${NOD_WORDS}|${NOD_PHRASES})(?:[\\s,]+(?:${NOD_TAIL}))*[.!?]*$`, 'i');
const isNod = (m: string) => NOD.test(m.trim());
const isGoodbye = (m: string) => /^(?:good\s*night|night|bye|goodbye|see you|ttyl|gn|talk (?:to you )?later)\b/i.test(m.trim());
const NODS = ['Ha, fair enough.', 'Mm-hm, I hear you.', 'Yeah, I get that.', 'Right there with you.', 'Fair enough!', 'Ha, I know.'];
const GOODBYES = ['Good night! Sleep well.', "Talk soon. I'll be here.", 'Sleep well, and speak tomorrow.', 'Bye for now!'];
const asksAboutMaya = (m: string) => /\b(who|what) are you\b|\byour name\b/i.test(m);

const WARM_LINES: Record<Emotion, readonly string[]> = {
  happy: ['You deserve the good days.', "I'm really happy for you."],
  sad: ["You don't have to carry this on your own.", 'Be gentle with yourself today.'],
  anxious: ["Whatever happens, you've got someone in your corner.", "It's okay to feel this way."],
  frustrated: ['Your feelings make total sense.', 'Anyone would be fed up with that.'],
  confused: ["It's okay not to have it all figured out.", 'We can take it one piece at a time.'],
  neutral: ["I'm glad you're here.", 'I always like hearing from you.'],
};
const CLOSERS = ["I'm here if you want to say more.", 'Take your time.', 'That makes sense.'];
const SUGGESTIONS = [
  'One idea: jot down what you want from this week, and we can look at it together.',
  'Maybe try one small thing today that future you will thank you for.',
  'If you like, we could plan something fun for the weekend.',
];
const ELABORATIONS = [
  "I've been thinking about what you said earlier, too.",
  'Little details like that tell me a lot about you.',
  'I like how you put that.',
];

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The answer to a question about the person, from the current facts only (issue 14 §5). */
function answerFromMemory(question: MemoryQuestion, facts: readonly Fact[]): string {
  if ('all' in question) {
    if (!facts.length) return "You haven't told me much about yourself yet. I'd love to hear more.";
    const own = facts.filter((f) => slotKind(f.slot) !== 'partner').slice(0, 6);
    return `Here's what I know: ${learnedPhrase([...own, ...facts.filter((f) => slotKind(f.slot) === 'partner')], 6)}.`;
  }
  const fact = facts.find((f) => f.slot === question.slot);
  if (fact) return `${capitalise(`you told me ${factPhrase(fact)}`)}.`;
  if (slotKind(question.slot) === 'taste') return `You haven't told me how you feel about ${slotKey(question.slot)} yet.`;
  return "I don't think you've told me that yet.";
}

/** "you'd like someone who is calm and who likes the outdoors": a partner's qualities in one phrase. */
function learnedPhrase(learned: readonly Fact[], max = 2): string {
  const partner = learned.filter((f) => slotKind(f.slot) === 'partner').slice(0, 3);
  const own = learned
    .filter((f) => slotKind(f.slot) !== 'partner')
    .slice(0, max)
    .map(factPhrase);
  const wants = partner.length ? [`you'd like someone who ${partner.map((f) => f.value).join(' and who ')}`] : [];
  const all = [...own, ...wants];
  return all.length > 2 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)!}` : all.join(' and ');
}
const PARTNER_ASKS = [
  'What else matters to you in a partner?',
  'Is that a must-have for you, or a nice-to-have?',
  'What would that look like on a first date?',
];

/**
 * "How's Rex doing?": a callback to something remembered that the message touches on (the pet or
 * relative it names), else to the plan Maya knows about when it is the most relevant fact.
 */
function callbackTo(facts: readonly Fact[], message: string): string | null {
  const lower = message.toLowerCase();
  const named = facts.find(
    (f) => (slotKind(f.slot) === 'pet' || slotKind(f.slot) === 'family') && new RegExp(`\\b${slotKey(f.slot)}\\b`).test(lower),
  );
  if (named) return `How's ${named.value} doing?`;
  if (facts[0] && slotKind(facts[0].slot) === 'plan') return `Are you still planning to ${facts[0].value}?`;
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A keyword stem as a word in free text: "hik" finds hike, hiking; "run" running; "tea" not team, "read" not ready. */
const wordOf = (stem: string) => new RegExp(`\\b${escape(stem)}${escape(stem.slice(-1))}?(e|es|s|ed|er|ers|ing|ings|ie|ies|ion|ions)?\\b`);
const DISLIKE = /\b(hate[sd]?|can'?t stand|not a fan|don'?t (like|enjoy)|dislike[sd]?|sick of|tired of)\b/;

/** The catalogue topic the message is about ("hiking with my dog": hiking), unless it says it dislikes it. */
const topicOf = (lower: string): TopicLexicon | undefined =>
  DISLIKE.test(lower) ? undefined : TOPIC_CATALOGUE.find((lex) => lex.keywords.some((k) => wordOf(k).test(lower)));

/** A break-up said with the forgetting ("we broke up, delete her"): Maya is kind about it, not only done. */
const BREAK_UP = /\b(broke up|break ?up|split up|separated|divorced?|dumped|ended (it|things)|we'?re done|it'?s over)\b/;

/** What Maya says as she forgets: kindly after a break-up; that there was nothing to forget when she knew nothing. */
function forgetLines(what: string, message: string): string[] {
  if (!what)
    return ["I don't have that in my memory, so there's nothing to forget.", "That's not something I remember, so nothing to forget."];
  if (BREAK_UP.test(message.toLowerCase()))
    return [
      `I'm sorry, that's hard. I've let go of it: I no longer remember that ${what}.`,
      `That sounds painful. It's gone: I've forgotten that ${what}.`,
    ];
  return [`Done. I've forgotten that ${what}.`, `Okay, it's gone: I no longer remember that ${what}.`];
}

/** The animal the message names, for the pets topic (the catalogue calls it "dogs", the simulation's word). */
const ANIMALS: Record<string, Pick<TopicLexicon, 'label' | 'kind'>> = {
  dog: { label: 'dogs', kind: 'dog breed' },
  puppy: { label: 'puppies', kind: 'dog breed' },
  cat: { label: 'cats', kind: 'cat breed' },
  kitten: { label: 'kittens', kind: 'cat breed' },
  pet: { label: 'pets', kind: 'animal' },
  animal: { label: 'animals', kind: 'animal' },
};
/** The topic as the person said it: "Ooh, cats!" for a message about a cat. */
function asSaid(topic: TopicLexicon, lower: string): TopicLexicon {
  const animal = topic.key === 'pets' ? Object.keys(ANIMALS).find((word) => wordOf(word).test(lower)) : undefined;
  return animal ? { ...topic, ...ANIMALS[animal] } : topic;
}

/**
 * Everyday life the topic catalogue does not cover: work, tiredness, the people close to them.
 * A neutral message about one gets a line that shows Maya read it, and a question about it.
 */
const LIFE_AREAS: readonly { pattern: RegExp; lines: readonly string[]; asks: readonly string[] }[] = [
  {
    pattern: /\b(tired|exhausted|drained|worn out|long (day|week)|no sleep|barely slept)\b/,
    lines: ['That sounds draining.', 'Sounds like you could use a breather.'],
    asks: ['Have you had any time to rest?', 'What would help you recharge?'],
  },
  {
    pattern: /\b(work|job|boss|office|meetings?|deadlines?|shifts?|colleagues?|coworkers?)\b/,
    lines: ['Work can take up a lot of room.', 'Sounds like work has been busy.'],
    asks: ['How are things at work otherwise?', 'Is it the work itself, or the people?'],
  },
  {
    pattern: /\b(friends?|family|mum|mom|dad|parents|sister|brother|grandma|grandad)\b/,
    lines: ['It sounds like they matter to you.', 'The people around us shape so much of our week.'],
    asks: ['How are things between you all?', 'Who are you closest to?'],
  },
];
const lifeAreaOf = (lower: string) => LIFE_AREAS.find((area) => area.pattern.test(lower));

/** What Maya says back about a topic the person brings up: theirs (from their profile) or new to her. */
const topicLines = (topic: TopicLexicon, theirs: boolean) =>
  theirs
    ? [`You know I love hearing about your ${topic.label}.`, `Anything to do with ${topic.label} is a good sign, in my book.`]
    : [`Ooh, ${topic.label}! I like that.`, `${capitalise(topic.label)}! Now you're speaking my language.`];
const topicQuestions = (topic: TopicLexicon) => [
  ...(topic.kind ? [`What's your favourite ${topic.kind}?`] : []),
  `What do you love most about ${topic.label}?`,
];

/**
 * Maya's offline reply: acknowledges the feeling, answers from memory, picks up their interests,
 * never repeats an earlier reply. Her personality shows (issue 14 §3): empathy decides the warmth,
 * proactiveness whether she asks and suggests, the person's preferred length how much she says.
 */
export function writeChatReply(input: {
  persona?: Persona;
  history: ChatTurn[];
  message: string;
  companion?: Omit<z.output<typeof companionStateSchema>, 'forgotten'> & { forgotten?: Fact[] };
  /** The turn's reading of the message (modules/language readMessage); without it the writer reads it itself. */
  read?: MessageRead;
}): ChatReply {
  const rng = rngFor(input.message, input.history.length, 'chat');
  const lines = new LineBook(input.history.filter((t) => t.role === 'assistant').map((t) => t.content));
  const name = firstNameOf(input.persona?.name);
  const emotion = detectEmotion(input.message);
  const p = input.companion?.personality ?? DEFAULT_PERSONALITY;
  const facts = input.companion?.facts ?? [];
  const learned = input.companion?.learned ?? [];
  const length = input.companion?.length ?? 'balanced';
  const question = input.read ? input.read.question : questionOf(input.message);
  const forgotten = input.companion?.forgotten ?? [];
  // What the message states that Maya knew already ("I live in Zurich." once more): she says she remembers.
  const stated = question ? [] : (input.read?.facts ?? factsOf(input.message));
  const restated = stated.filter(
    (s) =>
      !learned.some((l) => l.slot === s.slot) && facts.some((f) => f.slot === s.slot && f.value.toLowerCase() === s.value.toLowerCase()),
  );
  const aboutPartner = stated.some((f) => slotKind(f.slot) === 'partner');
  if (forgotten.length || asksToForget(input.message)) {
    const what = forgotten.length ? forgotten.slice(0, 2).map(factPhrase).join(' and ') : '';
    const done = forgetLines(what, input.message);
    return { reply: lines.take(rng, done) ?? done[0]! };
  }
  /** Said in this order; a concise reply keeps the first two, the memory answer always. */
  const parts: string[] = [];
  const greeting = isGreeting(input.message);
  if (greeting) {
    const hellos =
      input.history.length === 0
        ? [`Hi${name ? ` ${name}` : ''}! Good to hear from you.`, "Hey! I was hoping you'd stop by."]
        : ['Hello again!', 'Hey, welcome back!'];
    parts.push(lines.take(rng, hellos) ?? 'Hi!');
  }
  const lower = input.message.toLowerCase();
  // What the message tells Maya is acknowledged by "I'll remember that…"; the topic is for small talk.
  const nod = !question && !stated.length && isNod(input.message);
  const goodbye = !question && !stated.length && isGoodbye(input.message);
  const found = question || learned.length || stated.length || nod ? undefined : topicOf(lower);
  const topic = found && asSaid(found, lower);
  const area = question || learned.length || topic || nod || emotion !== 'neutral' ? undefined : lifeAreaOf(lower);
  if (goodbye) return { reply: lines.take(rng, GOODBYES) ?? lines.take(rng, OPEN_QUESTIONS) ?? 'Good night!' };
  if (question) parts.push(answerFromMemory(question, facts));
  else if (nod) parts.push(lines.take(rng, NODS) ?? '');
  else if (restated.length) parts.push(`Yes, I remember: ${restated.slice(0, 2).map(factPhrase).join(' and ')}.`);
  else if (asksAboutMaya(input.message))
    parts.push("I'm Maya, your companion here. I'm around to chat, listen and help you think things through.");
  // A neutral message about a topic gets the topic picked up instead of a stock "Got it."
  else if (area) parts.push(lines.take(rng, area.lines) ?? '');
  else if (!(greeting && emotion === 'neutral') && !(topic && emotion === 'neutral') && (emotion !== 'neutral' || p.empathyLevel >= 0.5))
    parts.push(lines.take(rng, OPENERS[emotion]) ?? '');
  if (learned.length) parts.push(`I'll remember that ${learnedPhrase(learned)}.`);
  // Warmth: a high empathy level adds a caring line when there is a feeling to meet.
  if (!question && p.empathyLevel >= 0.85 && emotion !== 'neutral') parts.push(lines.take(rng, WARM_LINES[emotion]) ?? '');
  if (topic) {
    const theirs = input.persona ? personaTopics(input.persona).some((t) => t.key === topic.key) : false;
    parts.push(lines.take(rng, topicLines(topic, theirs)) ?? '');
  }
  if (length === 'detailed' && !question) parts.push(lines.take(rng, ELABORATIONS) ?? '');
  // Proactiveness: at 0.5 and above Maya asks back (a callback to memory first); at 0.8 she also suggests something.
  if (p.proactiveness >= 0.5) {
    const callback = question
      ? null
      : callbackTo(
          facts.filter((f) => !learned.some((l) => l.slot === f.slot)),
          input.message,
        );
    const followUps =
      greeting && emotion === 'neutral'
        ? ["How's your day going?", "What's new with you?", 'How have you been?']
        : topic && emotion === 'neutral'
          ? topicQuestions(topic)
          : aboutPartner
            ? PARTNER_ASKS
            : area
              ? area.asks
              : nod
                ? OPEN_QUESTIONS
                : FOLLOW_UPS[emotion];
    parts.push(
      callback ?? lines.take(rng, followUps) ?? lines.take(rng, FOLLOW_UPS.neutral) ?? lines.take(rng, OPEN_QUESTIONS) ?? 'Tell me more?',
    );
    if (p.proactiveness >= 0.8 && !question) parts.push(lines.take(rng, SUGGESTIONS) ?? '');
  } else if (!question) {
    parts.push(lines.take(rng, CLOSERS) ?? '');
  }
  let said = parts.filter(Boolean);
  if (length === 'concise' && said.length > 2) said = said.slice(0, 2);
  return { reply: freshReply(said.join(' '), lines) };
}

/**
 * A reply never equals an earlier one (issue 32): once every line has been said, a pairing of a
 * nod and an open question that was not said together yet.
 */
function freshReply(reply: string, lines: LineBook): string {
  if (reply && lines.isNewMessage(reply)) return reply;
  for (const question of OPEN_QUESTIONS) for (const nod of NODS) if (lines.isNewMessage(`${nod} ${question}`)) return `${nod} ${question}`;
  return reply || 'Tell me more?';
}

const STAGE_CLOSERS: Record<string, string> = {
  initial_interaction: "We're only just getting to know each other, but I'm glad you told me.",
  getting_to_know: "I'm getting to know you, and this helps me understand you better.",
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
