import { SCENES } from '@shared/domain/assessment/scenes';

/**
 * Prints the items packet a blind rater reads (lab/assessment/rating-instructions.md): every scene, its
 * options and its follow-up question, as a person sees them, and nothing of the scoring keys.
 * `npx tsx lab/assessment/rating-packet.ts > items.md`
 */
const lines: string[] = [];
for (const s of SCENES) {
  lines.push(`## Scene ${s.scene_order}: ${s.title}  (scene id: ${s.id})`, '', s.prompt, '', 'Options (the person picks exactly one):');
  for (const o of s.options) lines.push(`- option id \`${o.value}\`: **${o.label}** — ${o.description ?? ''}`);
  const p = s.calibrationTriggers[0]!;
  const kind = p.probeType === 'likert_scale' ? 'a 1–5 rating scale' : 'a choice between the two quoted statements';
  lines.push('', `Follow-up question asked after this scene (${kind}): "${p.question}"`, '');
}
console.log(lines.join('\n'));
