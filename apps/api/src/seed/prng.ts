/**
 * Seeded pseudo-random numbers (sfc32) so that the same seed always yields the same network.
 * Math.random is never used by the generator.
 */

/** 32-bit FNV-1a of a string: turns a label such as `loja:12:2025-05` into a seed. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, label = '') {
    this.a = hashString(label, seed >>> 0);
    this.b = hashString(label, (seed ^ 0x9e3779b9) >>> 0);
    this.c = hashString(label, (seed ^ 0x85ebca6b) >>> 0);
    this.d = 1;
    // The first outputs of sfc32 correlate with the seed: discard them.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** An independent stream for a sub-part (a store, a month), stable whatever else was drawn before. */
  static of(seed: number, ...label: (string | number)[]): Rng {
    return new Rng(seed, label.join(':'));
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  uint32(): number {
    return Math.floor(this.next() * 4294967296) >>> 0;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of items) {
      r -= w;
      if (r < 0) return value;
    }
    return items[items.length - 1]![0];
  }

  /** Approximately normal (sum of 4 uniforms), mean 0 and standard deviation 1. */
  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * Math.sqrt(3);
  }

  /** A multiplicative noise factor centred on 1 (e.g. spread 0.1 → mostly 0.8–1.2). */
  noise(spread: number): number {
    return Math.max(0.05, 1 + this.gauss() * spread);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `k` distinct items in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, Math.min(k, items.length));
  }
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/**
 * A UUID v7 built from the generator's own numbers, so entity ids are the same on every run of a seed.
 * `msecs` orders them in time like real v7 ids.
 */
export function deterministicUuid(rng: Rng, msecs: number): string {
  const hi = Math.floor(msecs / 0x10000);
  const lo = msecs % 0x10000;
  const r1 = rng.uint32();
  const r2 = rng.uint32();
  const r3 = rng.uint32();
  const ver = 0x7000 | (r1 & 0x0fff);
  const variant = 0x8000 | ((r1 >>> 12) & 0x3fff);
  return `${hex(hi, 8)}-${hex(lo, 4)}-${hex(ver, 4)}-${hex(variant, 4)}-${hex(r2, 8)}${hex(r3 & 0xffff, 4)}`;
}

/** Hands out deterministic ids in creation order. */
export class IdFactory {
  private readonly rng: Rng;
  private msecs: number;

  constructor(seed: number, label: string, baseMsecs = Date.UTC(2024, 0, 1)) {
    this.rng = Rng.of(seed, 'ids', label);
    this.msecs = baseMsecs;
  }

  next(): string {
    this.msecs += 1;
    return deterministicUuid(this.rng, this.msecs);
  }
}
