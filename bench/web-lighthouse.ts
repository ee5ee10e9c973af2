import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  /** 0-100 */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's gauge of the machine's CPU speed during the run: runs on slower or busier
   * machines simulate the same phone with longer tasks, so their figures do not compare. */
  benchmarkIndex: number;
}

/**
 * One Lighthouse navigation (performance only, default mobile preset with simulated throttling)
 * in the Chromium listening on `port`. `keepStorage` keeps localStorage (a signed-in session),
 * which also keeps the HTTP cache, so the caller clears that itself.
 */
export async function runLighthouse(
  url: string,
  port: number,
  keepStorage: boolean,
): Promise<{ figures: LighthouseFigures; reportJson: string }> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no figure for ${id}`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (score === undefined || score === null) {
    throw new Error(`Lighthouse on ${url} gave no performance score`);
  }
  const figures = {
    score: Math.round(score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  return { figures, reportJson: String(result.report) };
}

/** Each figure's median over the runs (Lighthouse's own advice for a noisy machine). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = (read: (run: LighthouseFigures) => number) => {
    const sorted = runs.map(read).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    if (sorted.length === 0) throw new Error('no Lighthouse runs');
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    score: median((run) => run.score),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    fcpMs: median((run) => run.fcpMs),
    benchmarkIndex: median((run) => run.benchmarkIndex),
  };
}
