import { createRequire } from 'node:module';
import type { ItsHelpers, WinkMethods } from 'wink-nlp';
import { HOME_VERBS, MOVE_VERBS, ORIGIN_VERBS } from './slots/slot-lexicon';

/**
 * wink-nlp with its English lite model (inside the npm package: nothing is downloaded), loaded
 * once per process on first use. NOTE: loading costs ~150 ms on this machine (ADR 039); a message
 * then costs well under a millisecond. Loaded lazily so a process that never reads a chat message
 * (the worker, the admin command) never pays for it.
 */
export interface Wink {
  nlp: WinkMethods;
  its: ItsHelpers;
  loadMs: number;
}

/** Patterns over words and parts of speech ("custom entities"): where a person says they live, are from, work as. */
const HOME = [...HOME_VERBS, ...MOVE_VERBS].join('|');
const MOVE = MOVE_VERBS.join('|');
const ENTITIES = [
  {
    name: 'home',
    patterns: [
      `[${HOME}] [in|to|near] [PROPN|NOUN] [PROPN|NOUN] [PROPN|NOUN]`,
      `[${HOME}] [in|to|near] [PROPN|NOUN] [PROPN|NOUN]`,
      `[${HOME}] [in|to|near] [PROPN|NOUN]`,
      `[${MOVE}] [here|there|over] [to] [PROPN|NOUN]`,
      // "now i am living here in madrid", "based over in leeds", "staying now in pune"
      `[${HOME}] [here|there|now|currently|still|over|out|up|down] [in] [PROPN|NOUN]`,
      '[flat|apartment|house|place|room] [in] [PROPN|NOUN]',
    ],
  },
  {
    name: 'from',
    patterns: [
      `[${ORIGIN_VERBS.join('|')}] [up|] [in] [PROPN|NOUN]`,
      '[from] [PROPN|NOUN] [originally]',
      '[originally] [from] [PROPN|NOUN] [PROPN|NOUN|]',
    ],
  },
  {
    name: 'job',
    patterns: [
      '[job|work|working|worked|started|career] [as] [a|an] [ADJ|NOUN|PROPN] [NOUN]',
      '[job|work|working|worked|started|career] [as] [a|an] [NOUN|ADJ]',
      '[as] [a|an] [ADJ|NOUN|PROPN] [NOUN] [PRON]',
      '[as] [a|an] [NOUN] [PRON]',
    ],
  },
  // "I am a plumber at …": a role, a job only when its last word names one (not "I am a big fan").
  { name: 'role', patterns: ['[am] [a|an] [ADJ|NOUN|PROPN] [NOUN]', '[am] [a|an] [NOUN]'] },
];

let loaded: Wink | null = null;

export function wink(): Wink {
  if (loaded) return loaded;
  const started = performance.now();
  const require = createRequire(import.meta.url);
  const winkNLP = require('wink-nlp') as typeof import('wink-nlp').default;
  const nlp = winkNLP(require('wink-eng-lite-web-model') as import('wink-nlp').Model);
  nlp.learnCustomEntities(ENTITIES, { matchValue: false, usePOS: true, useEntity: true });
  loaded = { nlp, its: nlp.its, loadMs: performance.now() - started };
  return loaded;
}
