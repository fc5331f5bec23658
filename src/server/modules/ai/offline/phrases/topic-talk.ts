/** Templates for talking about a topic; slots are filled from a TopicLexicon (see topic-catalogue.ts). */
export const DISCOVERY = {
  shared: [
    "I noticed you're into {topic} too.",
    'Another fan of {topic}, I see.',
    'Okay, seeing {topic} on your profile caught my eye.',
    'I see we both love {topic}, which is a great sign.',
  ],
  theirs: [
    "Your profile says you're into {topic}. Tell me everything.",
    "I'm curious about the {topic} thing on your profile.",
    'So, {topic}. I know nothing, please educate me.',
  ],
  mine: ['Fair warning, I talk about {topic} a lot.', "I should tell you now: I'm a bit obsessed with {topic}."],
};

export const ASK_FAVOURITE = [
  "What's your favourite {kind}?",
  'Do you have a go-to {kind}?',
  'Okay, important question: all-time favourite {kind}?',
  'Be honest, favourite {kind}?',
];
export const ASK_ORIGIN = [
  'How did you get into {topic}?',
  'What got you into {topic} in the first place?',
  'Were you always into {topic}, or did it sneak up on you?',
];

export const ANSWER_FAVOURITE = [
  'Hard to pick, but {fav}.',
  'Probably {fav}.',
  'Right now? {Fav}.',
  'It changes, but lately {fav}.',
  'Easy: {fav}.',
];
export const ANSWER_ORIGIN = ['Honestly? {Origin}.', 'Long story short, {origin}.', 'Funny story: {origin}.', 'Basically, {origin}.'];
export const ANSWER_RECENT = ['Funny you ask, I {recent}.', 'Well, I {recent}.', 'Let me think. I {recent}.', 'This week? I {recent}.'];
export const SHARE_RECENT = [
  'Random, but I {recent}.',
  'Update from my life: I {recent}.',
  'Small news: I {recent}.',
  'This week I {recent}.',
];

/** When the topic isn't theirs: curious instead of expert. */
export const NOVICE_ANSWER = [
  "I'm honestly pretty new to {topic}.",
  "I'm more of a {topic} tourist, to be honest.",
  "Not really, but I've always been curious about {topic}.",
  "I don't know much about {topic}, but I'd like to.",
  "Never tried it! You're making me want to try {topic}, though.",
];
export const NOVICE_ASK = [
  'Where should a beginner start?',
  'What would you recommend for a total beginner?',
  'Would you show me sometime?',
];
export const RECOMMEND = ['Start with {fav}. You can thank me later.', 'You have to try {fav}.', 'Honestly, {fav}. Trust me on this one.'];

export const ENTHUSIASM = [
  'I could talk about {topic} all day.',
  'I could lose a whole weekend to {topic}.',
  "It's honestly the best part of my week.",
  'I get way too excited about {topic}, sorry.',
  "I'll stop now before I write you an essay about {topic}.",
];
/** Asking the same back; each used once a week, then the one-word "You?" (which may recur). */
export const ASK_BACK = [
  'What about you?',
  'How about you?',
  'And you?',
  'Your turn.',
  'Same question to you.',
  'I want to hear yours.',
  'Over to you.',
  'Now you.',
  'Tell me yours.',
  'What would you say?',
];

export const HOOK_SHARE = ["Also, I'm {plan}.", "Big plans: I'm {plan}.", "Wish me luck, I'm {plan}.", "In other news, I'm {plan}."];
export const HOOK_ASK_PREFIX = ['Wait, I forgot to ask.', 'Okay, I have to know.', 'Oh, before I forget.'];

/** Bringing back something the other person said earlier in the week. */
export const FAVOURITE_CALLBACK = [
  'Still thinking about {fav} since you mentioned it.',
  "I told a friend about {fav} and now she's curious too.",
  "You've got me curious about {fav} now.",
  'I looked up {fav} after you mentioned it.',
];
export const CALLBACK_REPLY = [
  "Ha, I'm glad I've converted you.",
  'Good. It deserves more fans.',
  'That makes me so happy.',
  'See? Excellent taste, me.',
];
export const HOOK_RESPONSE = [
  'Ooh, have fun!',
  'Good luck! Report back.',
  'That sounds amazing, tell me how it goes.',
  'Jealous. Enjoy every minute.',
  'Ha, I want a full report after.',
];
