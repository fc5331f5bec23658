/** Greetings, reactions and sign-offs. {name} is the other person's first name. */
export type Energy = 'high' | 'low';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

export const FIRST_HELLO: Record<Energy, readonly string[]> = {
  high: [
    'Hey {name}! So glad we matched.',
    "Hi {name}! Okay, I'm really happy this matched.",
    "Hey {name}! I was hoping you'd match back.",
    "Hiii {name}! Fair warning, I'm terrible at first messages.",
  ],
  low: [
    'Hi {name}. Nice to match with you.',
    'Hey {name}, good to meet you here.',
    "Hi {name}. I don't usually message first, so here goes.",
    'Hey {name}. Your profile made me smile.',
  ],
};

export const HELLO_BACK: Record<Energy, readonly string[]> = {
  high: [
    "Hey! I'm so glad you messaged first.",
    'Hi! Your first message is way better than you think.',
    'Hey you! This already beats most of my chats on here.',
  ],
  low: ['Hi. Glad you said hello.', 'Hey. Nice to meet you.', 'Hi {name}. Good first message, for the record.'],
};

export const TIME_GREETING: Record<TimeOfDay, readonly { text: string; asks: boolean }[]> = {
  morning: [
    { text: 'Morning, {name}!', asks: false },
    { text: "Good morning! How's your morning going?", asks: true },
    { text: 'Morning! How are you today?', asks: true },
    { text: 'Morning! First coffee, first message.', asks: false },
  ],
  afternoon: [
    { text: "Hey, how's your day going?", asks: true },
    { text: "Afternoon check-in: how's the day treating you?", asks: true },
    { text: "Quick break, so naturally I'm messaging you.", asks: false },
    { text: 'Hey {name}, lunch break hello.', asks: false },
  ],
  evening: [
    { text: 'Hey you. How was your day?', asks: true },
    { text: 'Evening! Did the day treat you well?', asks: true },
    { text: 'Finally home and on the sofa.', asks: false },
    { text: 'Hi {name}, long day over here.', asks: false },
  ],
};

/** Answers to the greeting's "how's your day", by time of day; energy shows in punctuation. */
export const HOW_DAY_ANSWER: Record<TimeOfDay, readonly string[]> = {
  morning: [
    'Good! Slow start, but good.',
    'Not bad. Still waking up.',
    'Okay, but I need more coffee.',
    'Pretty good! Already on my second coffee.',
    'Surprisingly good, all things considered.',
    'Great, I actually went for a walk before work.',
  ],
  afternoon: [
    'Pretty great, actually! Busy but good.',
    'Fine, a bit long.',
    'Chaotic, but the fun kind.',
    'Not bad. Quiet, which I like.',
    'Good, I got loads done.',
    "Long, but it's nearly over.",
  ],
  evening: [
    "Long, but I'm in a weirdly good mood.",
    'Good, thanks. Calm.',
    'Really good, I got loads done.',
    'Tiring. Better now, though.',
    "Honestly great. I'm on the sofa now.",
    'Busy, but I survived.',
  ],
};

/** Reactions live in reactions.ts, tagged by the moods they fit. */

export const CLOSINGS: Record<TimeOfDay, readonly string[]> = {
  morning: [
    'Okay, work is calling. Talk later!',
    'Right, meeting in five. Speak soon.',
    'Off to be a responsible adult now. Later!',
    'I have to run, but this was a nice start to the day.',
    "Train's here. Talk later, {name}.",
  ],
  afternoon: [
    'Back to it. Talk tonight.',
    'Gotta run, but this made my afternoon.',
    'Boss alert. More later!',
    'Okay, back to my spreadsheet of doom.',
    'Have to jump on a call. Speak soon.',
  ],
  evening: [
    "Okay, I'm fading. Night, {name}!",
    'Going to sleep now. Talk tomorrow.',
    'Night! Sleep well.',
    'Right, bed. This was lovely.',
    'I should sleep. Night night.',
    "I'm falling asleep mid-sentence. Goodnight, {name}.",
  ],
};

/** Flat answers that close a question down, by the kind of question (week-signals.ts DEAD_END reads them). */
export const FLAT_REPLIES = {
  howday: ['Fine.', 'Same as always.', 'Okay.', 'Nothing special.'],
  favourite: ['Not sure.', 'No idea.', "Don't really have one."],
  origin: ['Not sure.', 'It just happened.', 'Hard to say.'],
  ask: ['Not really.', 'Not much.', "Can't say I have.", 'Nothing really.'],
  deeper: ['Hard to say.', 'No idea.', 'Not sure.'],
} as const;

/** Last resort when every other line has been used: a cross product too large to exhaust. */
export const FILLER_OPENERS = ['Random thought', 'Okay, unrelated', 'Also', 'Side note', 'Not important, but', 'Small update'];
export const FILLER_THOUGHTS = [
  'I just saw a dog in a tiny raincoat',
  'my plant finally grew a new leaf',
  "I've had this song stuck in my head all day",
  'the bakery near me has started doing cardamom buns',
  'I walked the long way home just because',
  'someone on the bus was reading the book I just finished',
  'it smells like rain outside',
  'my neighbour is learning the trumpet, badly',
  'I found a great new podcast',
  'I finally fixed my squeaky door',
];
