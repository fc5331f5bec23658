// A kind of place for a first date, from what the two share: never a named venue (Maya does not
// know the city well enough to vouch for one) and always a public place, busy enough to be safe.

export interface PlaceIdea {
  kind: 'cafe' | 'park-walk' | 'gallery' | 'bookshop-cafe' | 'food-market' | 'wine-bar' | 'board-game-cafe' | 'live-music';
  /** How Maya says it: "a walk in a park". */
  text: string;
  /** Outdoors: suggested only in daylight. */
  outdoors: boolean;
}

const PLACES: { words: RegExp; idea: PlaceIdea }[] = [
  { words: /coffee|tea|espresso|brunch/, idea: { kind: 'cafe', text: 'a café', outdoors: false } },
  {
    words: /hik|walk|outdoor|nature|running|park|garden|dog|cycling|bik/,
    idea: { kind: 'park-walk', text: 'a walk in a park', outdoors: true },
  },
  {
    words: /\bart|paint|museum|gallery|photo|design|architecture|draw/,
    idea: { kind: 'gallery', text: 'a gallery or museum', outdoors: false },
  },
  { words: /book|read|literat|poetry|writing/, idea: { kind: 'bookshop-cafe', text: 'a bookshop café', outdoors: false } },
  { words: /food|cook|bak|restaurant|market|eat/, idea: { kind: 'food-market', text: 'a food market', outdoors: false } },
  { words: /wine|cocktail|beer/, idea: { kind: 'wine-bar', text: 'a wine bar', outdoors: false } },
  { words: /game|board|puzzle|chess/, idea: { kind: 'board-game-cafe', text: 'a board-game café', outdoors: false } },
  { words: /music|jazz|concert|gig|sing/, idea: { kind: 'live-music', text: 'a café with live music', outdoors: false } },
];

const FALLBACK = PLACES[0]?.idea as PlaceIdea;

/**
 * The place most of their shared interests point to (ties: the order above, calmest first).
 * `localStartHour`: an evening or night date is not sent to a park.
 */
export function placeIdea(sharedInterests: readonly string[], options: { localStartHour?: number } = {}): PlaceIdea {
  const hour = options.localStartHour;
  const dark = hour !== undefined && (hour >= 18 || hour < 9);
  let best: PlaceIdea = FALLBACK;
  let bestCount = 0;
  for (const { words, idea } of PLACES) {
    if (dark && idea.outdoors) continue;
    const count = sharedInterests.filter((i) => words.test(i.toLowerCase())).length;
    if (count > bestCount) [best, bestCount] = [idea, count];
  }
  return best;
}
