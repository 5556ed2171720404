/**
 * mulberry32: a small, fast, seedable generator of numbers in [0, 1). Not for secrets; for data and
 * load that must be the same for the same seed (the analytics generator, the benchmarks).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
