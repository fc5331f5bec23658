import { z } from 'zod';
import { TRAITS } from './hexaco';

/** Spec §7.1: a persona that the simulator and the companion speak as. */
export const personaSchema = z.object({
  name: z.string().min(1).max(60),
  age_range: z.string().default('25-35'),
  vibe: z.string().default('casual'),
  tone: z.string().default('friendly'),
  boundaries: z.array(z.string()).default(['Respectful communication']),
  social: z.object({
    topics: z.array(z.string()).max(6).default([]),
    style_cues: z.array(z.string()).default([]),
    recent_posts: z.array(z.string()).default([]),
  }).default({ topics: [], style_cues: [], recent_posts: [] }),
  personality_traits: z.object(Object.fromEntries(TRAITS.map((t) => [t, z.number().min(0).max(1)])) as Record<(typeof TRAITS)[number], z.ZodNumber>),
});
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
