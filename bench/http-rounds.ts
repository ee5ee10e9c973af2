/**
 * Runs each measurement once per round, starting each round one further along the list, so a
 * burst of load from elsewhere on the machine lands on every measurement alike. Returns the
 * results per measurement, in round order.
 */
export async function alternate<T>(rounds: number, runs: Array<() => Promise<T>>): Promise<T[][]> {
  const results: T[][] = runs.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < runs.length; i += 1) {
      const index = (round + i) % runs.length;
      results[index]!.push(await runs[index]!());
    }
  }
  return results;
}

export function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
