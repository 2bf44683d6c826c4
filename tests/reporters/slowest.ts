/** The slowest tests of a run, as the reporters of both runners print them (decision 042). */
export interface TTiming {
  title: string;
  ms: number;
}

export const SLOWEST = 20;

export function slowestSummary(tier: string, timings: TTiming[], wallMs?: number): string {
  const total = timings.reduce((sum, timing) => sum + timing.ms, 0);
  const lines = [...timings]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST)
    .map((timing) => `${(timing.ms / 1000).toFixed(1).padStart(7)} s  ${timing.title}`);
  const wall = wallMs === undefined ? '' : ` in ${(wallMs / 60_000).toFixed(1)} min`;
  return [
    '',
    `${tier}: ${timings.length} tests, ${(total / 1000).toFixed(0)} test-seconds${wall}; the ${Math.min(SLOWEST, timings.length)} slowest:`,
    ...lines,
    '',
  ].join('\n');
}
