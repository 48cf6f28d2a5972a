// How a character's picture is chosen: its gender and age band set the kinds of hair (and beards, glasses) that fit,
// and a hash of the character's name picks among them, so one character always looks the same and two rarely alike.

export type AgeBand = 'young' | 'adult' | 'senior';

export type HairStyle =
  | 'crop'
  | 'side-part'
  | 'curly'
  | 'buzz'
  | 'receding'
  | 'long'
  | 'bob'
  | 'bun'
  | 'ponytail'
  | 'short-curly';

export interface AvatarTraits {
  isFemale: boolean;
  ageBand: AgeBand;
  background: string;
  skin: string;
  /** The skin's shade for the nose, the neck and the ears' inside. */
  skinShade: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  /** Face width and height: rounder or longer faces. */
  face: { rx: number; ry: number };
  hasBeard: boolean;
  hasGlasses: boolean;
}

const BACKGROUNDS = ['#dbeafe', '#e0e7ff', '#fce7f3', '#dcfce7', '#fef3c7', '#ede9fe', '#cffafe', '#ffe4e6', '#e2e8f0', '#d1fae5'];
// Light to deep, each with its shade.
const SKINS: readonly (readonly [string, string])[] = [
  ['#f9d7c3', '#e8b89f'],
  ['#f1c6a2', '#dca680'],
  ['#e0ac82', '#c98d62'],
  ['#c68a5e', '#a96f46'],
  ['#9c6644', '#80512f'],
  ['#6f4630', '#573422'],
];
const YOUNG_HAIR = ['#1f1a17', '#3b2a20', '#5a3a22', '#8a5a2b', '#c8924a', '#e2c07a', '#7a2e1d'];
const ADULT_HAIR = ['#1f1a17', '#2e241e', '#4a3324', '#6b4a30', '#8a6a48', '#a0522d'];
// Light brown hair vanishes against deeper skin: those faces get the darker colours.
const DARK_HAIR = ['#1f1a17', '#2e241e', '#3b2a20'];
const SENIOR_HAIR = ['#d4d4d8', '#a1a1aa', '#e5e7eb', '#9ca3af', '#c7c2b8'];
const SHIRTS = ['#1d4ed8', '#0f766e', '#7c3aed', '#be123c', '#334155', '#b45309', '#0369a1', '#4d7c0f', '#9d174d', '#475569'];

const HAIR_STYLES: Record<'female' | 'male', Record<AgeBand, readonly HairStyle[]>> = {
  female: { young: ['long', 'ponytail', 'bob', 'long'], adult: ['long', 'bob', 'bun', 'ponytail'], senior: ['short-curly', 'bun', 'bob'] },
  male: { young: ['curly', 'side-part', 'crop', 'buzz'], adult: ['crop', 'side-part', 'buzz', 'curly'], senior: ['receding', 'crop', 'side-part'] },
};

/** FNV-1a: a stable 32-bit number from a string. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded sequence of numbers in [0, 1). */
function sequenceOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length) % items.length]!;
}

/** The age band of an age as written ("42", "42 years", "about 60"); adult when no number is given. */
export function ageBandOf(age: string | number | null | undefined): AgeBand {
  const years = typeof age === 'number' ? age : Number.parseInt(/\d+/.exec(age ?? '')?.[0] ?? '', 10);
  if (!Number.isFinite(years)) return 'adult';
  if (years < 30) return 'young';
  return years < 55 ? 'adult' : 'senior';
}

/** The picture's traits for a character: the same seed, gender and age always give the same picture. */
export function avatarTraitsOf({ seed, gender, age }: { seed: string; gender: string | null | undefined; age?: string | number | null }): AvatarTraits {
  const isFemale = gender?.trim().toLowerCase() === 'female';
  const ageBand = ageBandOf(age);
  const next = sequenceOf(hashOf(`${seed.trim().toLowerCase()}|${isFemale ? 'f' : 'm'}|${ageBand}`));
  const skinIndex = Math.floor(next() * SKINS.length) % SKINS.length;
  const [skin, skinShade] = SKINS[skinIndex]!;
  const isDeepSkin = skinIndex >= 3;
  const hairPalette = ageBand === 'senior' ? SENIOR_HAIR : isDeepSkin ? DARK_HAIR : ageBand === 'young' ? YOUNG_HAIR : ADULT_HAIR;
  return {
    isFemale,
    ageBand,
    background: pick(next, BACKGROUNDS),
    skin,
    skinShade,
    hair: pick(next, hairPalette),
    hairStyle: pick(next, HAIR_STYLES[isFemale ? 'female' : 'male'][ageBand]),
    shirt: pick(next, SHIRTS),
    face: pick(next, [
      { rx: 20, ry: 24 },
      { rx: 21.5, ry: 25 },
      { rx: 19, ry: 25.5 },
      { rx: 22, ry: 23.5 },
    ]),
    hasBeard: !isFemale && ageBand !== 'young' && next() < 0.4,
    hasGlasses: next() < (ageBand === 'senior' ? 0.6 : 0.2),
  };
}
