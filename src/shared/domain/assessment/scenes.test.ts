import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TRAITS } from './hexaco';
import { covarianceAt, sceneItem } from './item-model';
import { PROBE_KEYS, forcedChoiceSides } from './probe-items';
import {
  HESITATION_THRESHOLD_MS,
  PROBE_CONDITIONS,
  PROBE_TYPES,
  SCENES,
  SCENE_COUNT,
  TRAIT_WEIGHT_MAX,
  TRAIT_WEIGHT_MIN,
  sceneById,
  sceneSchema,
  weightOf,
  type Scene,
} from './scenes';

/** The scene list as a whole: eight scenes, unique ids, scene_order 1..8 once each. */
const scenesSchema = z
  .array(sceneSchema)
  .length(SCENE_COUNT)
  .superRefine((scenes, ctx) => {
    if (new Set(scenes.map((s) => s.id)).size !== scenes.length) ctx.addIssue({ code: 'custom', message: 'scene ids must be unique' });
    const orders = scenes.map((s) => s.scene_order).sort((a, b) => a - b);
    if (orders.some((o, i) => o !== i + 1)) ctx.addIssue({ code: 'custom', message: 'scene_order must run 1..8 once each' });
  });

const allOptions = SCENES.flatMap((s) => s.options.map((o) => ({ scene: s.id, option: o })));
const clone = (scene: Scene): Scene => structuredClone(scene) as Scene;

describe('the eight scenes', () => {
  it('are eight, ordered 1..8, and pass the schema', () => {
    expect(SCENE_COUNT).toBe(8);
    expect(SCENES).toHaveLength(8);
    expect(SCENES.map((s) => s.scene_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => scenesSchema.parse(SCENES)).not.toThrow();
    for (const scene of SCENES) expect(sceneSchema.safeParse(scene).success).toBe(true);
  });

  it('have unique ids and globally unique option values', () => {
    expect(new Set(SCENES.map((s) => s.id)).size).toBe(8);
    const values = allOptions.map((o) => o.option.value);
    expect(new Set(values).size).toBe(values.length);
  });

  it('have 3 to 5 options each, every weight in [-0.08, 0.16]', () => {
    expect(TRAIT_WEIGHT_MIN).toBe(-0.08);
    expect(TRAIT_WEIGHT_MAX).toBe(0.16);
    for (const scene of SCENES) {
      expect(scene.options.length).toBeGreaterThanOrEqual(3);
      expect(scene.options.length).toBeLessThanOrEqual(5);
    }
    for (const { option } of allOptions) {
      const entries = Object.entries(option.traitWeights);
      expect(entries.length).toBeGreaterThan(0);
      for (const [trait, weight] of entries) {
        expect(TRAITS).toContain(trait);
        expect(weight).toBeGreaterThanOrEqual(-0.08);
        expect(weight).toBeLessThanOrEqual(0.16);
      }
    }
  });

  it('have exactly one calibration probe each, with valid enums, most of them asked always', () => {
    for (const scene of SCENES) {
      expect(scene.calibrationTriggers).toHaveLength(1);
      const [probe] = scene.calibrationTriggers;
      expect(PROBE_CONDITIONS).toContain(probe!.condition);
      expect(PROBE_TYPES).toContain(probe!.probeType);
      expect(probe!.question.length).toBeGreaterThan(10);
      if (probe!.condition === 'hesitation') expect(probe!.threshold).toBe(2000);
    }
    const probes = SCENES.map((s) => s.calibrationTriggers[0]!);
    expect(probes.filter((p) => p.condition === 'always').length).toBeGreaterThanOrEqual(6);
    expect(probes.some((p) => p.condition === 'inconsistent')).toBe(true);
    expect(HESITATION_THRESHOLD_MS).toBe(2000);
  });

  it('score every always or inconsistent probe as an item keyed to a trait the scene barely measures', () => {
    for (const scene of SCENES) {
      const probe = scene.calibrationTriggers[0]!;
      if (probe.condition !== 'always' && probe.condition !== 'inconsistent') continue;
      const key = PROBE_KEYS[scene.id];
      expect(key, scene.id).toBeDefined();
      expect(['likert_scale', 'forced_choice']).toContain(probe.probeType);
      if (probe.probeType === 'likert_scale') expect(probe.question, scene.id).toMatch(/\(1 = [^,]+, 5 = [^)]+\)$/);
      else expect(forcedChoiceSides(probe.question), scene.id).not.toBeNull();
      // The scene's own information on the keyed trait (scorer's model, at the population mean) is small.
      const information = 1 / covarianceAt([sceneItem(scene, 0)])[TRAITS.indexOf(key!.trait)]![TRAITS.indexOf(key!.trait)]! - 1;
      expect(information, `${scene.id} → ${key!.trait}`).toBeLessThanOrEqual(0.06);
    }
    // Every trait gets at least one probe asked always.
    const always = SCENES.filter((s) => s.calibrationTriggers[0]!.condition === 'always').map((s) => PROBE_KEYS[s.id]!.trait);
    expect(new Set(always)).toEqual(new Set(TRAITS));
  });

  it('give every trait evidence in both directions: at least three options keyed down, as strongly as the upward keys', () => {
    for (const trait of TRAITS) {
      const up = allOptions.map((o) => weightOf(o.option, trait)).filter((w) => w > 0);
      const down = allOptions.map((o) => weightOf(o.option, trait)).filter((w) => w < 0);
      expect(down.length, trait).toBeGreaterThanOrEqual(3);
      const size = (ws: number[]) => ws.reduce((a, b) => a + Math.abs(b), 0) / ws.length;
      expect(size(down), trait).toBeGreaterThanOrEqual(0.6 * size(up));
    }
  });

  it('contrast every trait in at least six scenes, touch at least four traits in every scene, and load most options on several traits', () => {
    for (const trait of TRAITS) {
      const contrasted = SCENES.filter((s) => new Set(s.options.map((o) => weightOf(o, trait))).size > 1);
      expect(contrasted.length, trait).toBeGreaterThanOrEqual(6);
    }
    for (const scene of SCENES) {
      const touched = TRAITS.filter((t) => scene.options.some((o) => weightOf(o, t) !== 0));
      expect(touched.length, scene.id).toBeGreaterThanOrEqual(4);
    }
    const multi = allOptions.filter((o) => Object.keys(o.option.traitWeights).length >= 2).length;
    expect(multi / allOptions.length).toBeGreaterThanOrEqual(0.85);
  });

  it('respect the display limits of spec §5 (label 50, caption 200, heading 100)', () => {
    for (const scene of SCENES) {
      expect(scene.title.length).toBeLessThanOrEqual(100);
      for (const o of scene.options) {
        expect(o.label.length, o.value).toBeLessThanOrEqual(50);
        expect((o.description ?? '').length, o.value).toBeLessThanOrEqual(200);
      }
    }
  });

  it('finds scenes by id and reads missing weights as 0', () => {
    expect(sceneById('found-wallet')?.scene_order).toBe(6);
    expect(sceneById('nope')).toBeUndefined();
    const police = sceneById('found-wallet')!.options.find((o) => o.value === 'police-station')!;
    expect(weightOf(police, 'honesty_humility')).toBe(0.08);
    expect(weightOf(police, 'extraversion')).toBe(0);
  });
});

describe('sceneSchema rejects', () => {
  const base = SCENES[0]!;
  const rejects = (mutate: (s: Scene) => void) => {
    const s = clone(base);
    mutate(s);
    return sceneSchema.safeParse(s).success;
  };

  it('weights outside [-0.08, 0.16]', () => {
    expect(rejects((s) => (s.options[0]!.traitWeights = { openness: 0.17 }))).toBe(false);
    expect(rejects((s) => (s.options[0]!.traitWeights = { openness: -0.081 }))).toBe(false);
    expect(rejects((s) => (s.options[0]!.traitWeights = { openness: 0.16 }))).toBe(true);
  });

  it('unknown traits and options without any weight', () => {
    expect(rejects((s) => (s.options[0]!.traitWeights = { charisma: 0.1 } as never))).toBe(false);
    expect(rejects((s) => (s.options[0]!.traitWeights = {}))).toBe(false);
  });

  it('fewer than 3 or more than 5 options, and duplicate option values', () => {
    expect(rejects((s) => (s.options = s.options.slice(0, 2)))).toBe(false);
    expect(rejects((s) => s.options.push({ ...s.options[0]!, value: 'sixth-option' }))).toBe(false);
    expect(rejects((s) => (s.options[1]!.value = s.options[0]!.value))).toBe(false);
  });

  it('zero or two probes, and unknown probe conditions or types', () => {
    expect(rejects((s) => (s.calibrationTriggers = []))).toBe(false);
    expect(rejects((s) => s.calibrationTriggers.push({ ...s.calibrationTriggers[0]! }))).toBe(false);
    expect(rejects((s) => ((s.calibrationTriggers[0] as { condition: string }).condition = 'sometimes'))).toBe(false);
    expect(rejects((s) => ((s.calibrationTriggers[0] as { probeType: string }).probeType = 'essay'))).toBe(false);
  });

  it('labels over 50 characters and scene orders outside 1..8', () => {
    expect(rejects((s) => (s.options[0]!.label = 'x'.repeat(51)))).toBe(false);
    expect(rejects((s) => (s.scene_order = 9))).toBe(false);
  });

  it('a scene list with a duplicate id or order', () => {
    const list = SCENES.map(clone);
    list[1]!.id = list[0]!.id;
    expect(scenesSchema.safeParse(list).success).toBe(false);
    const list2 = SCENES.map(clone);
    list2[1]!.scene_order = 1;
    expect(scenesSchema.safeParse(list2).success).toBe(false);
  });
});
