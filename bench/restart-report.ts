import { cpus, loadavg } from 'node:os';

export interface RestartOutcome {
  name: string;
  windowMs: number;
  /** Sockets the restarted gateway held, each of which had to come back. */
  moved: number;
  /** Ticket requests in each second after SIGTERM (index 0: the first second). */
  perSecond: number[];
  /** The most ticket requests in any one second (a sliding window, so a spike is not split). */
  peak: number;
  tickets: number;
  /** Milliseconds from SIGTERM until the last socket was back. */
  lastBackMs: number;
  reconnected: number;
  /** Sockets that heard the event published to every person after the restart. */
  delivered: number;
  failures: string[];
}

const peak = (outcome: RestartOutcome) => outcome.peak;

/** The most of `times` (milliseconds) that fall within any one second. */
export function busiestSecond(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  sorted.forEach((time, last) => {
    while ((sorted[first] ?? time) <= time - 1000) first += 1;
    most = Math.max(most, last - first + 1);
  });
  return most;
}

/** Ticket requests per second after `start`, from the times they were made. */
export function perSecondSince(start: number, times: readonly number[]): number[] {
  const seconds: number[] = [];
  for (const time of times) {
    const second = Math.max(0, Math.floor((time - start) / 1000));
    while (seconds.length <= second) seconds.push(0);
    seconds[second] = (seconds[second] ?? 0) + 1;
  }
  return seconds;
}

const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

export function restartReport(options: {
  sockets: number;
  loadBefore: number[];
  today: RestartOutcome;
  spread: RestartOutcome;
  targetRatio: number;
}): { text: string; passed: boolean } {
  const { sockets, today, spread, targetRatio } = options;
  const ratio = peak(spread) / Math.max(1, peak(today));
  const complete = (outcome: RestartOutcome) =>
    outcome.reconnected === outcome.moved &&
    outcome.delivered === sockets &&
    outcome.failures.length === 0;
  const passed = ratio <= targetRatio && complete(today) && complete(spread);
  const row = (outcome: RestartOutcome) =>
    `| ${outcome.name} | ${outcome.windowMs / 1000} s | ${outcome.moved} | ${outcome.reconnected} | ${outcome.tickets} | ${peak(outcome)} | ${(outcome.lastBackMs / 1000).toFixed(1)} s | ${outcome.delivered} / ${sockets} | ${outcome.failures.length} |`;
  const seconds = (outcome: RestartOutcome) =>
    `${outcome.name}: ${outcome.perSecond.map(String).join(' ')}`;
  const text = [
    '',
    `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loads(options.loadBefore)} before, ${loads(loadavg())} after`,
    `${sockets.toLocaleString('en-NZ')} idle sockets over two gateways (distributed: PostgreSQL, Redis); one gateway restarted (SIGTERM); its clients reconnect to the other`,
    '',
    '| run | drain window | sockets moved | reconnected | ticket requests | most in any 1 s | last back after SIGTERM | event heard | failures |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    row(today),
    row(spread),
    '',
    'Ticket requests per second after SIGTERM:',
    seconds(today),
    seconds(spread),
    ...[...today.failures, ...spread.failures].slice(0, 5).map((failure) => `failure: ${failure}`),
    '',
    '| figure | measured | target | |',
    '|---|---:|---:|---|',
    `| peak ticket requests per second, spread / today | ${ratio.toFixed(2)}x | <= ${targetRatio}x | ${ratio <= targetRatio ? 'PASS' : 'FAIL'} |`,
    `| every socket back, every event heard, no failure | ${complete(today) && complete(spread) ? 'yes' : 'no'} | yes | ${complete(today) && complete(spread) ? 'PASS' : 'FAIL'} |`,
    '',
  ].join('\n');
  return { text, passed };
}
