/**
 * A small seeded pseudo-random generator (mulberry32) so the demo data is the same on every run,
 * whatever the clock or platform.
 */

/** A seeded random source with helpers; every method advances the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty list. @throws Error on an empty list */
  pick<T>(items: readonly T[]): T;
  /** One element chosen by weight; weights are non-negative and not all zero. @throws Error on an empty list */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A shuffled copy of a list (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * Hashes a string to a 32-bit unsigned seed (FNV-1a).
 * @param text any text, e.g. `'estate:1001:picture:3'`
 * @returns an integer in [0, 2^32)
 */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Creates a random source from a seed.
 * @param seed a 32-bit integer, or a text hashed with `hashSeed`
 * @returns a `Random` whose sequence depends only on the seed
 */
export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      if (items.length === 0) throw new Error('weighted pick from an empty list');
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, w] of items) {
        roll -= w;
        if (roll < 0) return item;
      }
      return (items[items.length - 1] as readonly [(typeof items)[number][0], number])[0];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
  };
  return random;
}
