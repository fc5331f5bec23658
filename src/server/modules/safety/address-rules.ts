import type { Views } from './normalise';
import { rx, words } from './regex';

const raw = String.raw;

/** What a street is called, in the Englishes and the places members write from. */
const STREET = words(
  'street st road rd avenue ave av drive dr lane ln close crescent cres boulevard blvd way court ct place pl terrace tce grove',
  'gardens gdns mews row square sq parkway pkwy highway hwy circle cir walk hill view rise strasse straße str jalan jln',
);
/** A house number, not an ordinal ("5th street" is a place to meet) nor a time or an amount. */
const HOUSE_NUMBER = raw`(?<![\d:$€£.,-])\b\d{1,5}[a-z]?(?!\d|st\b|nd\b|rd\b|th\b)`;
const NAME_WORDS = raw`(?:(?!(?:at|on|in|by|the|and|or|to|for|min|mins|minutes)\b)[a-z'.-]+\s+){1,3}`;
/** A dwelling inside a building: "flat 3b", "apt 4", "unit 7-2", "house no. 27", "room 214". */
const DWELLING =
  raw`\b(?:flat|apt|apartment|unit|suite|house\s+no|room|blk|block|lot|door|plot)\.?\s*(?:no\.?\s*|number\s+|#\s*)?\d{1,4}[a-z]?\b` +
  raw`(?!\s*(?:min|mins|minutes|hours?|hrs?|days?|weeks?|years?|yrs?|am|pm|people|of|times|%))`;

const ADDRESS = [
  // "22 harbour road", "1180 sunset blvd", "Hauptstraße 12"
  rx(HOUSE_NUMBER, raw`\s+${NAME_WORDS}${STREET}\b(?!\s+(?:station|market|mall|park|bridge|cafe|bar)\b)`),
  rx(raw`\b[a-z]+(?:strasse|straße|str\.)\s+\d{1,4}\b`),
  rx(HOUSE_NUMBER, raw`,?\s+(?:jalan|jln|rue|calle|avenida|rua)\s+[a-z]`),
  // A dwelling number with "I live / I'm at / come to / my place" around it
  rx(
    raw`\b(?:i live|i stay|i'?m staying|im staying|i'?m at|im at|my (?:place|flat|house|home|apartment|address|addy|room|office)|`,
    raw`come (?:to|over to|by)|pick me up (?:from|at)|send (?:it|the \w+) to|(?:leave|drop) (?:it|them|ur \w+|the \w+) (?:off )?at)\b`,
    raw`.{0,60}?${DWELLING}`,
  ),
  rx(DWELLING, raw`\s*,\s*\d{1,5}[a-z]?\s+[a-z]`),
  /\bp\.?\s?o\.?\s+box\s+\d+/,
  // UK postcodes and US zip codes after a state
  /\b[a-z]{1,2}\d[a-z\d]?\s\d[a-z]{2}\b/,
  /\b(?:al|ak|az|ar|ca|co|ct|fl|ga|il|ma|md|mi|mn|nj|ny|nc|oh|pa|tx|va|wa)\s+\d{5}\b/,
  /\b(?:gate|door|entry|building|buzzer)\s+code\b.{0,15}\d{3,}/,
];

/** A street address, a flat in a building, a postcode: where someone lives or works (a public place to meet is no address). */
export const addressIn = (v: Views): boolean => ADDRESS.some((p) => p.test(v.plain));

const PROVIDERS = words('gmail yahoo hotmail outlook icloud proton(?:mail)? aol live ymail rediffmail gmx naver qq 163 mail yandex');
const AT = raw`\s*(?:@|\(at\)|\[at\]|\bat the rate\b|\bat\b)\s*`;
const EMAILS = [
  // "k.ramirez_90 @ hotmail . com", "priya at the rate gmail dot com"
  // NOTE: bounded and started only at a word's start, so a long run of "a.a.a." costs no more than its length.
  rx(raw`(?<![a-z0-9._-])[a-z0-9][a-z0-9._-]{0,40}${AT}${PROVIDERS}\b(?:\s*(?:\.|dot|\(dot\)|\[dot\])\s*[a-z]{2,})?`),
  // "my gmail is zanele dot khumalo 94"
  rx(raw`\bmy\s+(?:${PROVIDERS}|e-?mail|mail(?:\s+id)?)\s*(?:id\s*)?(?:is|:|-)\s*[a-z0-9]`),
];

/** An e-mail address written around the shapes the relay's detector reads. */
export const spelledEmailIn = (v: Views): boolean => EMAILS.some((p) => p.test(v.plain) || p.test(v.joined));
