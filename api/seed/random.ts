/** Seeded randomness of the synthetic generators (api/seed/synthetic*.ts): deterministic for a seed. */

/** mulberry32: small, fast, seeded. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf–Mandelbrot weights: p(r) ∝ 1 / (r + q)^s. */
export function zipf(n: number, s = 1.05, q = 20) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 1; r <= n; r++) cdf[r - 1] = sum += 1 / Math.pow(r + q, s);
  for (let i = 0; i < n; i++) cdf[i] /= sum;
  return (u: number) => {
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
