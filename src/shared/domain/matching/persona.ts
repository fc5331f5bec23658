import { z } from 'zod';
import { safeText } from '../../lib/bounded';
import { TRAITS } from '../assessment/hexaco';

/** Caps on a persona's free text in requests (lists count items, the rest characters). */
export const PERSONA_TEXT_LIMITS = { name: 60, short: 100, item: 500, list: 20 } as const;

/**
 * The persona's shape. In requests every free-text field is capped and must be storable; the
 * persona the server builds or a model writes keeps its looser checks, so a wordy model's persona
 * is not thrown away (save-result makes its text storable instead).
 */
const personaShape = (forRequests: boolean) => {
  const { name, short, item, list } = PERSONA_TEXT_LIMITS;
  const text = (max: number) => (forRequests ? safeText(max) : z.string());
  const texts = (maxItems: number) => (forRequests ? z.array(text(item)).max(maxItems) : z.array(text(item)));
  return z.object({
    name: text(name).min(1).max(name),
    age_range: text(short).default('25-35'),
    vibe: text(short).default('casual'),
    tone: text(short).default('friendly'),
    boundaries: texts(list).default(['Respectful communication']),
    social: z
      .object({
        topics: texts(6).max(6).default([]),
        style_cues: texts(list).default([]),
        recent_posts: texts(list).default([]),
      })
      .default({ topics: [], style_cues: [], recent_posts: [] }),
    personality_traits: z.object(
      Object.fromEntries(TRAITS.map((t) => [t, z.number().min(0).max(1)])) as Record<(typeof TRAITS)[number], z.ZodNumber>,
    ),
  });
};

/** Spec §7.1: a persona that the simulator and the companion speak as. */
export const personaSchema = personaShape(false);
/** A persona in a request body: free text capped (PERSONA_TEXT_LIMITS) and storable, else a 400. */
export const personaInputSchema = personaShape(true);
export type Persona = z.infer<typeof personaSchema>;

/** Spec §3: a transcript entry on the server. role 'a' is the person's persona, 'b' the match. */
export const transcriptEntrySchema = z.object({
  role: z.enum(['a', 'b']),
  text: z.string().min(1),
  day: z.number().int().min(1).max(7),
  window: z.number().int().min(1).max(3),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

export const DECISIONS = ['YES', 'NO', 'MAYBE'] as const;
export type Decision = (typeof DECISIONS)[number];
