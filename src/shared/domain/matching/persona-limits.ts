import { PERSONA_TEXT_LIMITS, type Persona } from './persona';
import { clipText as clipUnits, toStorableText } from '../../lib/storable-text';

const { name, short, item, list } = PERSONA_TEXT_LIMITS;
const clipText = (text: string, max: number) => clipUnits(toStorableText(text), max);
const clipList = (items: readonly string[], maxItems: number = list) => items.slice(0, maxItems).map((text) => clipText(text, item));

/**
 * A persona the server or a model wrote, cut to the limits a request may carry
 * (PERSONA_TEXT_LIMITS), so the client can send it back (e.g. to /api/simulation/conversation)
 * without a 400.
 */
export const fitPersonaToRequestLimits = <P extends Persona>(persona: P): P => ({
  ...persona,
  name: clipText(persona.name, name),
  age_range: clipText(persona.age_range, short),
  vibe: clipText(persona.vibe, short),
  tone: clipText(persona.tone, short),
  boundaries: clipList(persona.boundaries),
  social: {
    topics: clipList(persona.social.topics, 6),
    style_cues: clipList(persona.social.style_cues),
    recent_posts: clipList(persona.social.recent_posts),
  },
});
