/** Greetings, reactions and sign-offs. {name} is the other person's first name. */
export type Energy = 'high' | 'low';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

export const FIRST_HELLO: Record<Energy, readonly string[]> = {
  high: ['Hey {name}! So glad we matched.', 'Hi {name}! Okay, I\'m really happy this matched.', 'Hey {name}! I was hoping you\'d match back.', 'Hiii {name}! Fair warning, I\'m terrible at first messages.'],
  low: ['Hi {name}. Nice to match with you.', 'Hey {name}, good to meet you here.', 'Hi {name}. I don\'t usually message first, so here goes.', 'Hey {name}. Your profile made me smile.'],
};

export const HELLO_BACK: Record<Energy, readonly string[]> = {
  high: ['Hey! I\'m so glad you messaged first.', 'Hi! Your first message is way better than you think.', 'Hey you! This already beats most of my chats on here.'],
  low: ['Hi. Glad you said hello.', 'Hey. Nice to meet you too.', 'Hi {name}. Good first message, for the record.'],
};

export const TIME_GREETING: Record<TimeOfDay, readonly { text: string; asks: boolean }[]> = {
  morning: [
    { text: 'Morning, {name}!', asks: false }, { text: 'Good morning! Did you sleep okay?', asks: true },
    { text: 'Morning! Coffee in hand yet?', asks: true }, { text: 'Hey, early bird.', asks: false },
  ],
  afternoon: [
    { text: 'Hey, how\'s your day going?', asks: true }, { text: 'Afternoon check-in: surviving?', asks: true },
    { text: 'Quick break, so naturally I\'m messaging you.', asks: false }, { text: 'Hey {name}, lunch break hello.', asks: false },
  ],
  evening: [
    { text: 'Hey you. How was your day?', asks: true }, { text: 'Evening! Did the day treat you well?', asks: true },
    { text: 'Finally home and on the sofa.', asks: false }, { text: 'Hi {name}, long day over here.', asks: false },
  ],
};

export const HOW_DAY_ANSWER: Record<Energy, readonly string[]> = {
  high: ['Pretty great, actually! Busy but good.', 'Good! Better now, honestly.', 'Chaotic, but the fun kind.', 'Really good, I got loads done.', 'Long, but I\'m in a weirdly good mood.'],
  low: ['Not bad. Quiet, which I like.', 'Fine, a bit long.', 'Good, thanks. Calm so far.', 'Okay. Better now.', 'Slow, in a good way.'],
};

/** Reactions are composed "Interjection, evaluation." so there are enough to never repeat in a week. */
export const REACTION_OPENERS: Record<Energy, readonly string[]> = {
  high: ['Oh', 'Ooh', 'Okay', 'Wait', 'Ha', 'Wow', 'Aw', 'Honestly', 'Oh my god', 'Yes', 'Stop'],
  low: ['Ah', 'Hm', 'Ha', 'Oh', 'Huh', 'Okay'],
};
export const REACTION_TAILS: Record<Energy | 'dry', readonly string[]> = {
  high: ['I love that', 'that sounds amazing', 'that\'s so fun', 'best answer so far', 'now I\'m jealous', 'I did not see that coming', 'that\'s so cool', 'you have great taste', 'that made me smile', 'I need to hear more about that', 'that\'s such a good story', 'that\'s adorable', 'I\'m obsessed with that', 'that\'s the best thing I\'ve heard all day'],
  low: ['that sounds nice', 'that makes sense', 'good answer', 'I can picture that', 'that sounds peaceful', 'I like the sound of that', 'solid choice', 'interesting', 'I wouldn\'t have guessed that', 'that\'s kind of great', 'fair enough', 'I get that'],
  dry: ['bold choice', 'I\'ll allow it', 'debatable, but okay', 'respectable', 'I have questions, but fine'],
};

export const CLOSINGS: Record<TimeOfDay, readonly string[]> = {
  morning: ['Okay, work is calling. Talk later!', 'Right, meeting in five. Speak soon.', 'Off to be a responsible adult now. Later!', 'I have to run, but this was a nice start to the day.', 'Train\'s here. Talk later, {name}.'],
  afternoon: ['Back to it. Talk tonight?', 'Gotta run, but this made my afternoon.', 'Boss alert. More later!', 'Okay, back to my spreadsheet of doom.', 'Have to jump on a call. Speak soon.'],
  evening: ['Okay, I\'m fading. Night, {name}!', 'Going to sleep now. Talk tomorrow?', 'Night! Sleep well.', 'Right, bed. This was lovely.', 'I should sleep. Night night.', 'I\'m falling asleep mid-sentence. Goodnight, {name}.'],
};

/** Last resort when every other line has been used: a cross product too large to exhaust. */
export const FILLER_OPENERS = ['Random thought', 'Okay, unrelated', 'Also', 'Side note', 'Not important, but', 'Small update'];
export const FILLER_THOUGHTS = ['I just saw a dog in a tiny raincoat', 'my plant finally grew a new leaf', 'I\'ve had this song stuck in my head all day', 'the bakery near me has started doing cardamom buns', 'I walked the long way home just because', 'someone on the bus was reading the book I just finished', 'it smells like rain outside', 'my neighbour is learning the trumpet, badly', 'I found a great new podcast', 'I finally fixed my squeaky door'];
