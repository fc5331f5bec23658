import { seededRandom } from '@shared/lib/seeded-random';

/** Deterministic skyline geometry (viewBox 1440×640), so every visit draws the same city. */

export const SKYLINE_WIDTH = 1440;
export const SKYLINE_HEIGHT = 640;

export type SkylineWindow = {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Lit colour at rest, or null when dark. */ lit: string | null;
  /** Colour when the pointer lights it. */ glow: string;
};
export type Roof = 'flat' | 'antenna' | 'spire' | 'step' | 'tank' | 'crown';
export type Building = { x: number; w: number; h: number; roof: Roof; windows: SkylineWindow[] };
export type LayerName = 'far' | 'mid' | 'near';
export type SkylineLayer = { name: LayerName; buildings: Building[] };

type LayerSpec = {
  minW: number;
  maxW: number;
  minH: number;
  maxH: number;
  maxGap: number;
  win: { w: number; h: number; gx: number; gy: number; inset: number };
  litChance: number;
  roofs: Roof[];
};

const WARM = ['#ffd89a', '#ffe7b8', '#ffc978'];
const PINK = ['#ff9fbf', '#ffb3cc'];
const LILAC = ['#c9b8ff'];

const SPECS: Record<LayerName, LayerSpec> = {
  far: {
    minW: 34,
    maxW: 70,
    minH: 160,
    maxH: 320,
    maxGap: 2,
    win: { w: 3, h: 4, gx: 6, gy: 9, inset: 6 },
    litChance: 0.14,
    roofs: ['flat', 'flat', 'spire', 'antenna', 'step'],
  },
  mid: {
    minW: 52,
    maxW: 96,
    minH: 130,
    maxH: 300,
    maxGap: 6,
    win: { w: 6, h: 8, gx: 7, gy: 11, inset: 9 },
    litChance: 0.2,
    roofs: ['flat', 'step', 'antenna', 'crown', 'flat'],
  },
  near: {
    minW: 84,
    maxW: 150,
    minH: 80,
    maxH: 230,
    maxGap: 16,
    win: { w: 10, h: 13, gx: 9, gy: 15, inset: 13 },
    litChance: 0.24,
    roofs: ['flat', 'tank', 'step', 'flat', 'antenna'],
  },
};

export { seededRandom };

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const between = (rng: () => number, min: number, max: number) => min + rng() * (max - min);

function windowsFor(rng: () => number, b: Omit<Building, 'windows'>, spec: LayerSpec): SkylineWindow[] {
  const { w, h, gx, gy, inset } = spec.win;
  const cols = Math.floor((b.w - inset * 2 + gx) / (w + gx));
  if (cols < 1) return [];
  const startX = b.x + (b.w - (cols * (w + gx) - gx)) / 2;
  const banded = rng() < 0.25; // some towers have every other floor dark, which reads as banding
  const palette = rng() < 0.7 ? WARM : rng() < 0.6 ? PINK : LILAC;
  const out: SkylineWindow[] = [];
  for (let y = SKYLINE_HEIGHT - b.h + inset + 4, row = 0; y + h < SKYLINE_HEIGHT - 8; y += h + gy, row++) {
    if (banded && row % 2 === 1) continue;
    for (let c = 0; c < cols; c++) {
      const glow = pick(rng, palette);
      out.push({ x: Math.round(startX + c * (w + gx)), y: Math.round(y), w, h, lit: rng() < spec.litChance ? glow : null, glow });
    }
  }
  return out;
}

function buildLayer(rng: () => number, name: LayerName): SkylineLayer {
  const spec = SPECS[name];
  const buildings: Building[] = [];
  let x = -90;
  while (x < SKYLINE_WIDTH + 90) {
    const w = Math.round(between(rng, spec.minW, spec.maxW));
    // Lower in the middle for the near layers, so the distant towers show through behind the hero.
    const centre = Math.abs(x + w / 2 - SKYLINE_WIDTH / 2) / (SKYLINE_WIDTH / 2);
    const dip = name === 'far' ? 1 : 0.85 + 0.15 * Math.min(1, centre * 1.3);
    const tall = rng() < 0.12 ? 1.25 : 1;
    const h = Math.round(between(rng, spec.minH, spec.maxH) * dip * tall);
    const base = { x, w, h, roof: pick(rng, spec.roofs) };
    buildings.push({ ...base, windows: windowsFor(rng, base, spec) });
    x += w + Math.round(between(rng, 0, spec.maxGap));
  }
  return { name, buildings };
}

export function generateSkyline(seed = 20250101): SkylineLayer[] {
  const rng = seededRandom(seed);
  return (['far', 'mid', 'near'] as const).map((name) => buildLayer(rng, name));
}

/** The outline of a building with its roof, as one SVG path. */
export function buildingPath({ x, w, h, roof }: Building): string {
  const top = SKYLINE_HEIGHT - h;
  const bottom = SKYLINE_HEIGHT;
  const r = x + w;
  switch (roof) {
    case 'spire': {
      const mid = x + w / 2;
      return `M${x} ${bottom}V${top}H${mid - w * 0.18}L${mid} ${top - w * 0.9}L${mid + w * 0.18} ${top}H${r}V${bottom}Z`;
    }
    case 'step': {
      const i = w * 0.2;
      return `M${x} ${bottom}V${top}H${x + i}V${top - 16}H${r - i}V${top}H${r}V${bottom}Z`;
    }
    case 'crown': {
      const i = w * 0.12;
      return `M${x} ${bottom}V${top}H${x + i}V${top - 10}H${x + i * 2}V${top - 20}H${r - i * 2}V${top - 10}H${r - i}V${top}H${r}V${bottom}Z`;
    }
    default:
      return `M${x} ${bottom}V${top}H${r}V${bottom}Z`;
  }
}
