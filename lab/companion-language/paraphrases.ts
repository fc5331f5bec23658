/**
 * The offline engine's language study (issue 32 item 3): how people actually write to Maya.
 *
 * NOTE: written BEFORE the engine was changed, and kept apart from the unit tests' phrasings
 * (src/shared/domain/companion/*.test.ts, src/server/modules/ai/offline/*.test.ts, tests/api):
 * changing an item after seeing the engine's answer would measure nothing. Add items; do not tune them.
 * Lowercase, missing punctuation, typos and contractions are on purpose.
 */

/** A question about something the person told Maya, and the memory slot it asks about. */
export interface RecallItem {
  text: string;
  slot: string;
}
/** A message that tells Maya facts in passing: each slot with (a part of) its expected value. */
export interface FactItem {
  text: string;
  facts: Record<string, string>;
}
/** What the person wants in a partner: each word must be kept as a partner preference, none as their own taste. */
export interface PartnerItem {
  text: string;
  wants: string[];
}
/** A correction of what Maya knows (`before`): the slot's value afterwards, or null when it is forgotten. */
export interface CorrectionItem {
  before: Record<string, string>;
  text: string;
  slot: string;
  value: string | null;
}

export const RECALL: RecallItem[] = [
  { text: 'do you remember which city I live in?', slot: 'home_city' },
  { text: 'do you know where I live?', slot: 'home_city' },
  { text: 'which city am i in again', slot: 'home_city' },
  { text: 'remind me where i live lol', slot: 'home_city' },
  { text: 'wait what city did i tell you i live in', slot: 'home_city' },
  { text: 'do u remember where im based', slot: 'home_city' },
  { text: 'you remember my city right?', slot: 'home_city' },
  { text: 'where did i say i was living', slot: 'home_city' },
  { text: 'what town am i in, do you remember?', slot: 'home_city' },
  { text: 'what city did i move to', slot: 'home_city' },
  { text: "remind me where i'm living these days", slot: 'home_city' },
  { text: 'do you know what i do for work', slot: 'job' },
  { text: 'do you remember my job?', slot: 'job' },
  { text: 'what did i tell you i work as', slot: 'job' },
  { text: 'remind me what my profession is', slot: 'job' },
  { text: 'do u know what i do for a living', slot: 'job' },
  { text: 'whats my job again', slot: 'job' },
  { text: 'do you remember what my name is', slot: 'name' },
  { text: 'what did i say my name was?', slot: 'name' },
  { text: 'do you still know my name', slot: 'name' },
  { text: 'how old did i say i was', slot: 'age' },
  { text: 'do you remember my age', slot: 'age' },
  { text: 'where did i grow up again?', slot: 'hometown' },
  { text: 'do you know where im originally from', slot: 'hometown' },
  { text: 'remember where i was born?', slot: 'hometown' },
  { text: 'which company do i work for again', slot: 'workplace' },
  { text: 'do you remember where i work', slot: 'workplace' },
  { text: "what's my dog called again", slot: 'pet:dog' },
  { text: 'do you remember my cats name', slot: 'pet:cat' },
  { text: 'whats my sisters name again?', slot: 'family:sister' },
  { text: "do you know my brother's name", slot: 'family:brother' },
  { text: 'remind me what my mom is called', slot: 'family:mother' },
  { text: 'do you remember if i eat meat', slot: 'diet' },
  { text: 'what did i tell you about my diet', slot: 'diet' },
  { text: 'do i like sushi, do you remember?', slot: 'taste:sushi' },
  { text: 'remember how i feel about jazz?', slot: 'taste:jazz' },
  { text: 'what was my favourite movie again', slot: 'favourite:movie' },
  { text: 'do you remember my favorite food', slot: 'favourite:food' },
  { text: 'what was i planning to do again', slot: 'plan' },
  { text: 'do you remember my plans', slot: 'plan' },
  { text: 'do yuo remember where i live', slot: 'home_city' },
  { text: 'any idea what my job is?', slot: 'job' },
];

export const FACTS: FactItem[] = [
  { text: 'I just moved to Zurich for a new job as a nurse', facts: { home_city: 'Zurich', job: 'nurse' } },
  { text: 'been living in berlin for two years now', facts: { home_city: 'Berlin' } },
  { text: 'im a teacher so summers are free for me', facts: { job: 'teacher' } },
  { text: "work's been crazy, i'm a nurse at the children's hospital", facts: { job: 'nurse' } },
  { text: 'i live in zurich btw', facts: { home_city: 'Zurich' } },
  { text: 'i moved to amsterdam last spring and still get lost on my bike', facts: { home_city: 'Amsterdam' } },
  { text: 'as a graphic designer i stare at screens all day', facts: { job: 'graphic designer' } },
  { text: 'my job as an accountant is pretty boring tbh', facts: { job: 'accountant' } },
  { text: 'so i work as a barista on weekends', facts: { job: 'barista' } },
  { text: 'i got a job as a paramedic last month', facts: { job: 'paramedic' } },
  { text: 'im from lyon originally but live in geneva', facts: { hometown: 'Lyon', home_city: 'Geneva' } },
  { text: 'grew up in porto, moved to lisbon for uni', facts: { hometown: 'Porto', home_city: 'Lisbon' } },
  { text: "my dogs name is biscuit and he's a menace", facts: { 'pet:dog': 'Biscuit' } },
  { text: 'we adopted a kitten called pepper last week', facts: { 'pet:cat': 'Pepper' } },
  { text: 'my sister lena is visiting this weekend', facts: { 'family:sister': 'Lena' } },
  { text: "i'm 29 and still figuring stuff out", facts: { age: '29' } },
  { text: 'turned 35 yesterday haha', facts: { age: '35' } },
  { text: "i'm vegetarian so bbq invites are awkward", facts: { diet: 'vegetarian' } },
  { text: 'been vegan for like 3 years', facts: { diet: 'vegan' } },
  { text: 'i work at google in the ads team', facts: { workplace: 'Google' } },
  { text: "i'm an electrician, pretty hands on", facts: { job: 'electrician' } },
  { text: 'i teach math at a high school', facts: { job: 'teacher' } },
  { text: 'call me jo, everyone does', facts: { name: 'Jo' } },
  { text: 'my names tom btw', facts: { name: 'Tom' } },
  { text: 'im a software developer in munich', facts: { job: 'software developer', home_city: 'Munich' } },
  { text: 'just started working as a chef in a small bistro', facts: { job: 'chef' } },
  { text: 'moved here to vienna in march', facts: { home_city: 'Vienna' } },
  { text: "i'm a student, studying law", facts: { job: 'student' } },
  { text: 'hey im priya, 27, living in london', facts: { name: 'Priya', age: '27', home_city: 'London' } },
  { text: "i'm planning to learn spanish this year", facts: { plan: 'learn spanish' } },
  { text: "next month i'm going to visit my parents in madrid", facts: { plan: 'visit my parents' } },
  { text: 'i absolutely love rock climbing', facts: { 'taste:rock climbing': 'likes' } },
  { text: 'cant stand cilantro honestly', facts: { 'taste:cilantro': 'dislikes' } },
  { text: 'my fav band is radiohead', facts: { 'favourite:band': 'radiohead' } },
  { text: "i'm a nurse, night shifts mostly", facts: { job: 'nurse' } },
  { text: 'i relocated to oslo for work', facts: { home_city: 'Oslo' } },
  { text: "my brother's called marco", facts: { 'family:brother': 'Marco' } },
  { text: 'i live with my cat luna in a tiny flat in paris', facts: { 'pet:cat': 'Luna', home_city: 'Paris' } },
  { text: "i've been a firefighter for ten years", facts: { job: 'firefighter' } },
  { text: "living in toronto these days, it's cold", facts: { home_city: 'Toronto' } },
  { text: "i'm based in stockholm but travel a lot", facts: { home_city: 'Stockholm' } },
  { text: 'i started a new job as a pharmacist', facts: { job: 'pharmacist' } },
  { text: 'I live in Zurich.', facts: { home_city: 'Zurich' } },
];

export const PARTNER: PartnerItem[] = [
  { text: 'I want someone who is calm and likes the outdoors', wants: ['calm', 'outdoors'] },
  { text: "looking for a guy who's kind and funny", wants: ['kind', 'funny'] },
  { text: 'id love a partner who loves hiking', wants: ['hiking'] },
  { text: 'my ideal match would be someone adventurous', wants: ['adventurous'] },
  { text: "i'm looking for someone honest", wants: ['honest'] },
  { text: 'i want a girl who reads a lot', wants: ['read'] },
  { text: 'someone who likes dogs would be perfect', wants: ['dog'] },
  { text: 'i need someone patient, i can be a lot', wants: ['patient'] },
  { text: 'would love to meet someone who enjoys cooking', wants: ['cooking'] },
  { text: "i'm into guys who are tall and sporty", wants: ['tall', 'sporty'] },
  { text: 'i like women who are confident', wants: ['confident'] },
  { text: 'ideally my partner would be a non smoker', wants: ['smok'] },
  { text: 'dream partner: kind, curious, loves travel', wants: ['kind', 'curious', 'travel'] },
  { text: 'want a partner who likes the beach', wants: ['beach'] },
  { text: 'looking for someone ambitious but chill', wants: ['ambitious', 'chill'] },
  { text: "i'd like to date someone who is into music", wants: ['music'] },
  { text: 'i hope to find someone caring and loyal', wants: ['caring', 'loyal'] },
  { text: 'someone outdoorsy and easygoing please', wants: ['outdoorsy', 'easygoing'] },
  { text: 'i want my partner to love animals', wants: ['animal'] },
  { text: "i'm looking for a man who cooks", wants: ['cook'] },
  { text: "the person i'm looking for is gentle", wants: ['gentle'] },
  { text: 'must love dogs lol', wants: ['dog'] },
  { text: "i want someone who doesn't smoke", wants: ['smok'] },
  { text: "i'd prefer a partner who is family oriented", wants: ['family'] },
  { text: 'looking for someone who enjoys yoga and good food', wants: ['yoga', 'food'] },
];

export const CORRECTIONS: CorrectionItem[] = [
  { before: { home_city: 'Lisbon' }, text: 'actually I live in Basel now', slot: 'home_city', value: 'Basel' },
  { before: { home_city: 'Lisbon' }, text: 'forget that I live in Lisbon', slot: 'home_city', value: null },
  { before: { home_city: 'Zurich' }, text: 'wait no, i moved to bern last month', slot: 'home_city', value: 'Bern' },
  { before: { home_city: 'Zurich' }, text: 'sorry i meant geneva not zurich', slot: 'home_city', value: 'Geneva' },
  { before: { job: 'nurse' }, text: "i'm not a nurse anymore, i'm a paramedic now", slot: 'job', value: 'paramedic' },
  { before: { job: 'nurse' }, text: 'forget my job please', slot: 'job', value: null },
  { before: { workplace: 'Acme' }, text: 'please forget where i work', slot: 'workplace', value: null },
  { before: { age: '30' }, text: "scratch that, i'm 31 not 30", slot: 'age', value: '31' },
  { before: { 'pet:dog': 'Rex' }, text: 'correction: my dog is called max', slot: 'pet:dog', value: 'Max' },
  { before: { 'family:sister': 'Ana' }, text: "can you forget my sister's name", slot: 'family:sister', value: null },
  { before: { diet: 'vegetarian' }, text: 'actually im vegan now', slot: 'diet', value: 'vegan' },
  { before: { diet: 'vegetarian' }, text: 'no longer vegetarian, i eat meat again', slot: 'diet', value: 'no special diet' },
  { before: { home_city: 'Paris' }, text: 'forget what i said about living in paris', slot: 'home_city', value: null },
  { before: { hometown: 'Porto' }, text: 'pls forget that im from porto', slot: 'hometown', value: null },
  { before: { workplace: 'Google' }, text: 'actually i work at spotify now', slot: 'workplace', value: 'Spotify' },
  { before: { job: 'nurse' }, text: "i changed jobs, i'm a teacher now", slot: 'job', value: 'teacher' },
  { before: { age: '30' }, text: 'delete the thing about my age', slot: 'age', value: null },
  { before: { name: 'Samuel' }, text: "my name's actually sam, not samuel", slot: 'name', value: 'Sam' },
  { before: { home_city: 'Bergen' }, text: 'oops i meant i live in oslo', slot: 'home_city', value: 'Oslo' },
  { before: { 'taste:olive': 'likes' }, text: 'forget that i like olives', slot: 'taste:olive', value: null },
  { before: { home_city: 'Berlin' }, text: 'not in berlin anymore, moved to hamburg', slot: 'home_city', value: 'Hamburg' },
  { before: { age: '30' }, text: "please don't keep my age", slot: 'age', value: null },
];

/** Small talk: nothing to remember, and a reply that fits and does not repeat itself. */
export const SMALL_TALK: string[] = [
  'lol',
  'haha yeah',
  'how are you today',
  "what's up",
  'nothing much, just chilling',
  "it's raining again ugh",
  'i had pasta for dinner',
  'work was ok i guess',
  'hey maya',
  'good morning!',
  "thanks, that's sweet",
  'ok',
  'hmm not sure',
  "i'm kinda bored",
  'watching a movie rn',
  'what do you think about first dates',
  'tell me something fun',
  'the weather is so nice today',
  'i went for a walk earlier',
  'my coffee is cold now',
  'anyway',
  'yeah i know right',
  'that makes sense',
  'what should i cook tonight',
  'is it weird to text first?',
  'i slept badly',
  'ugh mondays',
  'cool cool',
  'sounds good',
  "it's friday finally",
];

/** A new person's first twenty messages, replayed as one conversation. */
export const CONVERSATION: string[] = [
  'hi',
  'I live in Zurich.',
  'I just moved here for a new job as a nurse',
  'do you remember which city I live in?',
  'ok',
  'I want someone who is calm and likes the outdoors',
  'haha',
  'do you know where I live?',
  'I live in Zurich.',
  'yeah',
  'work was long today',
  'ok',
  'what do you know about me?',
  'lol',
  'cool',
  "i'm tired",
  'ok',
  'hmm',
  'yeah',
  'good night',
];
