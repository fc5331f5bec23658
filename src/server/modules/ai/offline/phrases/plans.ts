/** The end of the week: someone suggests meeting, the other answers, they settle details. */
export const PROPOSAL: Record<'specific' | 'loose', readonly string[]> = {
  specific: [
    'So, would you want to do {idea} on Saturday? I could do eleven.',
    "I'd really like to meet you. How about {idea} on Saturday afternoon?",
    "Okay, I'm just going to ask: how about {idea}, this Saturday, around two?",
  ],
  loose: [
    "We should do {idea} on Saturday, if you're up for it.",
    'I think we should meet. Maybe {idea} on Saturday?',
    'How would you feel about {idea} on Saturday?',
  ],
};

export const ACCEPT: Record<'eager' | 'calm' | 'careful', readonly string[]> = {
  eager: ["Yes! I'd love that.", "Yes, absolutely. I was hoping you'd ask.", "I thought you'd never ask. Yes!"],
  calm: ["I'd like that. Saturday works.", "That sounds really nice. I'm in.", "Yes, let's do it."],
  careful: [
    "I'd like that, though let's keep it short and easy the first time.",
    "Sure, let's try it. Somewhere public is good for me.",
    "Okay, I'm in. No pressure either way.",
  ],
};

/** Turning the suggestion down, kindly: every one reads as "not yet" (week-signals.ts DECLINE). */
export const DECLINE: readonly string[] = [
  "I'd rather keep chatting a bit longer before we meet, if that's okay.",
  'Not yet, I think. I like to take these things slowly.',
  "I think I'd rather hold off for now. Let's keep talking.",
  'Let me get back to you on that. This week is a lot.',
];
/** The suggester's answer to a "not yet". */
export const DECLINE_REPLY = ['No worries, no rush at all.', 'Fair enough. The offer stands.', 'Totally understand. No pressure.'];

export const CONFIRM = [
  "Perfect. I'll send you the address.",
  "Great, it's a plan then.",
  "Amazing. I'll book something.",
  'Okay, Saturday it is.',
];
export const LOOKING_FORWARD: Record<'high' | 'low', readonly string[]> = {
  high: ["I'm weirdly excited about this.", "Can't wait to finally meet you!", "Okay, now I'm counting down the days."],
  low: ['Looking forward to it.', 'See you Saturday, then.', "It'll be nice to meet you properly.", "I'm glad we're doing this."],
};
export const PLAN_DETAIL = [
  'Should I bring anything?',
  "Text me when you're on your way?",
  'Do you know how to get there?',
  'Any food I should know you hate?',
];
export const PLAN_DETAIL_ANSWER = [
  'Just yourself. And maybe an appetite.',
  'Will do!',
  "I'll find it. I have a good sense of direction, allegedly.",
  'Olives. Everything else is fine.',
];
