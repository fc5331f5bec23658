import type { Energy } from './small-talk';

/** Getting-to-know-you questions for the middle of the week; answers differ by energy (extraversion). */
export const DEEPER_QUESTIONS: readonly { q: string; answers: Record<Energy | 'any', readonly string[]> }[] = [
  {
    q: 'What does a perfect Sunday look like for you?',
    answers: {
      high: [
        'Brunch with friends that turns into an all-day adventure.',
        'Something spontaneous: a market, a new neighbourhood, dinner with whoever is around.',
      ],
      low: ['Slow coffee, a long walk, a book, and nowhere to be.', 'Sleeping in, cooking something nice and an early night.'],
      any: ['A long lunch that somehow becomes dinner.'],
    },
  },
  {
    q: "What's something people get wrong about you at first?",
    answers: {
      high: ["People think I'm always on. I love my quiet nights too.", "That I'm not serious about anything. I just laugh a lot."],
      low: ["People think I'm shy. I'm just picky about who I open up to.", "That I'm distant. I'm really just listening."],
      any: ["That I'm a morning person. I am absolutely not."],
    },
  },
  {
    q: 'What are you hoping to find on here, honestly?',
    answers: {
      high: ['Someone I can be silly with and also talk to about real things.', 'Someone who says yes to random adventures.'],
      low: ["Something real, with someone who's curious about the world.", 'Someone calm to come home to, I think.'],
      any: ['A person who texts back and means it.'],
    },
  },
  {
    q: 'Are you close with your family?',
    answers: {
      high: ['Very. We have a group chat that never sleeps.', 'Super close. My sister is basically my best friend.'],
      low: ['Pretty close. We talk every Sunday.', "We're getting closer as I get older, which is nice."],
      any: ['Close with my mum, working on it with my dad.'],
    },
  },
  {
    q: "What's the best thing that happened to you this year?",
    answers: {
      high: ['A trip with old friends that reminded me who I am.', "Getting a promotion I didn't think I'd get."],
      low: ["Learning to say no to things I don't want to do.", 'Moving into a flat with a lot of light. It changed my mood completely.'],
      any: ['Honestly, getting a lot calmer about things.'],
    },
  },
  {
    q: "What's a small thing that always makes your day?",
    answers: {
      high: ['A good playlist on the walk to work.', "When a stranger's dog decides I'm its new best friend."],
      low: ['The first coffee of the morning, in silence.', 'A handwritten note. Nobody does that anymore.'],
      any: ['Fresh sheets. Unbeatable.'],
    },
  },
  {
    q: "What's your idea of a good first date?",
    answers: {
      high: ['Something with a bit of adventure, then food. Always food.', 'Somewhere lively where we can laugh a lot.'],
      low: ['Somewhere quiet enough to actually talk.', 'Coffee that turns into a walk because neither of us wants to leave.'],
      any: ['Anything where the conversation is easy.'],
    },
  },
  {
    q: "What's a dream you haven't told many people about?",
    answers: {
      high: ['Opening a tiny bar with live music on Thursdays.', 'Doing a whole year of travel with just a backpack.'],
      low: ['Opening a tiny bookshop with a cafe in the back.', 'Living by the sea for a year, just to see who I become.'],
      any: ['Learning to sail and disappearing for a summer.'],
    },
  },
  {
    q: "What are you like when you're stressed?",
    answers: {
      high: ['I clean everything and call about four friends.', "I go for a run and talk it out with anyone who'll listen."],
      low: ["Quiet. I need a walk on my own and then I'm fine.", 'I make lists. Lots of lists.'],
      any: ['I cook. Stress means you get fed.'],
    },
  },
];

export const DEEPER_SEGUE = [
  'Can I ask you something a bit more real?',
  'Okay, deeper question.',
  "I've been wondering something.",
  'Serious question for a second.',
  '',
];
export const THOUGHTFUL_REPLY = [
  'I really like that answer.',
  'That tells me a lot about you, in a good way.',
  "That's really lovely.",
  "I didn't expect that, but it makes sense.",
  'Same, honestly.',
  'I respect that a lot.',
];

/** Later in the week the two get warmer; warmth scales with agreeableness and emotionality. */
export const WARMTH: Record<Energy, readonly string[]> = {
  high: [
    'I have to say, talking to you has been the best part of my week.',
    'Not going to lie, I smile every time your name pops up.',
    'I love how easy this is with you.',
  ],
  low: [
    "I'm enjoying this. Genuinely.",
    "This is easily the best conversation I've had on here.",
    'I like talking to you. I thought you should know.',
  ],
};
export const WARMTH_REPLY = [
  'Same here. Honestly.',
  "Stop, you're making me blush.",
  "That's really nice to hear. I feel the same.",
  'Okay, that made my whole day.',
];
