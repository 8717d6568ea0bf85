/** A repeatable sequence of numbers in [0, 1) (a linear congruential generator) for fuzz tests, so a failure can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
