/**
 * xoshiro128** (Blackman and Vigna, 2018): 128 bits of state, 32-bit outputs, fast in plain
 * JavaScript integer arithmetic and good enough for Monte Carlo ageing. Seeded through
 * splitmix32 so that nearby seeds give unrelated streams.
 */
export class Random {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  private spareNormal = Number.NaN;

  constructor(seed: number) {
    let x = seed >>> 0;
    const next = () => {
      x = (x + 0x9e3779b9) >>> 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.s0 = next();
    this.s1 = next();
    this.s2 = next();
    this.s3 = next();
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Standard normal by the Box-Muller transform, keeping the second value for the next call. */
  normal(): number {
    if (!Number.isNaN(this.spareNormal)) {
      const spare = this.spareNormal;
      this.spareNormal = Number.NaN;
      return spare;
    }
    const u = 1 - this.next();
    const v = this.next();
    const radius = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  }

  /** Poisson by Knuth's product of uniforms; the normal approximation where that loop gets long. */
  poisson(mean: number): number {
    if (mean > POISSON_NORMAL_ABOVE) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count++;
      product *= this.next();
    }
    return count;
  }

  /** Uniform integer in [0, bound). */
  below(bound: number): number {
    return Math.floor(this.next() * bound);
  }
}

const POISSON_NORMAL_ABOVE = 40;

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
