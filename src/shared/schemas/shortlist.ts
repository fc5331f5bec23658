import { z } from 'zod';
import { PASS_REASONS } from '../domain/outcomes/outcome-kinds';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../domain/reports/report-reason';
import { safeText } from '../lib/bounded';

/**
 * The people's side of the agent network (issue 31 item 4, docs/agents.md): the proposals a member
 * decides on. A card holds only what the other member chose to share; NOTE: never the other's
 * decision or verdict (a pass is never revealed: the proposal stays 'waiting' until it expires).
 */
export const PROPOSAL_STATES = ['new', 'waiting', 'introduced', 'passed', 'expired'] as const;
export type ProposalState = (typeof PROPOSAL_STATES)[number];

export const PROPOSAL_DECISIONS = ['approve', 'pass'] as const;
export type ProposalDecision = (typeof PROPOSAL_DECISIONS)[number];

export const weekLineSchema = z.object({
  /** The other's first name, or 'you' for the member's own agent. */
  from: z.string(),
  text: z.string(),
});
export type WeekLine = z.infer<typeof weekLineSchema>;

export const proposalCardSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  age: z.number().int().nullable(),
  /** "Lisbon, Portugal": the city's name and country, never coordinates. */
  area: z.string().nullable(),
  /** The other's persona summary, when they share it. */
  summary: z.string().nullable(),
  weekLines: z.array(weekLineSchema),
  sharedInterests: z.array(z.string()),
  /** The strong reasons of the member's own agent. */
  whyItFits: z.array(z.string()),
  myDecision: z.enum(PROPOSAL_DECISIONS).nullable(),
  /** The member's own reason, when they passed and gave one (issue 41 item 1); only they see it. */
  myReason: z.enum(PASS_REASONS).nullable(),
  state: z.enum(PROPOSAL_STATES),
  expiresAt: z.string(),
  introducedAt: z.string().nullable(),
});
export type ProposalCard = z.infer<typeof proposalCardSchema>;

export const shortlistSchema = z.object({ proposals: z.array(proposalCardSchema) });
export type Shortlist = z.infer<typeof shortlistSchema>;

export const proposalParamsSchema = z.object({ id: z.uuid() });
/**
 * Approve, or pass with an optional one-tap reason (issue 41 item 1). A pass's reason may also come
 * after the pass: the same body again changes nothing but adds the reason, once.
 */
export const decisionRequestSchema = z.discriminatedUnion('decision', [
  // Strict: a reason belongs to a pass only.
  z.strictObject({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('pass'), reason: z.enum(PASS_REASONS).optional() }),
]);
export const blockRequestSchema = z.object({}).nullish();
export const reportRequestSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: safeText(REPORT_NOTE_MAX).optional(),
  block: z.boolean().optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const SHORTLIST_MESSAGES = {
  notFound: 'This introduction is not available.',
  expired: 'This introduction has expired.',
} as const;
