import { percentile } from './stats.js';

// Where one chat message's time goes, sender socket to receiver socket, from timestamps taken
// by the bench (send, arrival), by the traced gateways (chat-traced-gateway.mjs) and carried
// in the message itself (its uuid v7 id: when gateway A built the insert; created_at: when
// PostgreSQL began it). All are wall-clock ms of one machine; the id and created_at are whole ms.

/** What one traced gateway answers on 'trace'. */
export interface GatewayTrace {
  /** clientMessageId -> [insert committed, publish started, publish answered, heard on the bus]. */
  messages: Array<[string, [number, number, number, number]]>;
  queries: Array<[string, number[]]>;
  limiterTakes: number[];
  /** Per account, in order of its sends: [limiter asked, limiter answered]. */
  limiterByAccount: Array<[string, Array<[number, number]>]>;
  loopDelayMs: { p50: number; p99: number; max: number };
}

export interface Delivery {
  sentAt: number;
  /** Which pair sent it, and its how-manieth message from that pair's sender (from 0). */
  pairIndex: number;
  nth: number;
  arrivedAt: number;
  messageId: string;
  createdAt: string;
}

/** The ms timestamp in a uuid v7's leading 48 bits. */
function uuidV7Ms(id: string): number {
  return Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
}

const STAGES = [
  'socket -> limiter asked on A (socket, frame queue, membership, first-message check)',
  'limiter asked -> answered (Redis script)',
  'limiter answered -> insert built (waiting for an insert in flight)',
  'insert built -> PostgreSQL starts it (pool wait)',
  'PostgreSQL starts -> insert committed on A (statement, WAL flush)',
  'committed -> heard on gateway B (Redis PUBLISH, pub/sub)',
  'heard on B -> receiver socket',
] as const;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

function summary(values: number[]): string {
  const sorted = Float64Array.from(values).sort();
  return `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1] ?? Number.NaN)}`;
}

/**
 * A table of the stages: p50 and p99 of each over every message, and each one's mean over the
 * slowest 1 % of messages end to end, which is what says where the tail comes from.
 */
export function formatBreakdown(
  deliveries: Map<string, Delivery>,
  senderIds: readonly string[],
  senderSide: GatewayTrace,
  receiverSide: GatewayTrace,
): string {
  const committed = new Map(senderSide.messages);
  const heard = new Map(receiverSide.messages);
  const limited = new Map(senderSide.limiterByAccount);
  const rows: Array<{ total: number; stages: number[] }> = [];
  for (const [clientMessageId, delivery] of deliveries) {
    const a = committed.get(clientMessageId);
    const b = heard.get(clientMessageId);
    const limiter = limited.get(senderIds[delivery.pairIndex] ?? '')?.[delivery.nth];
    if (!a || !b || !limiter) continue;
    const built = uuidV7Ms(delivery.messageId);
    const begun = Date.parse(delivery.createdAt);
    rows.push({
      total: delivery.arrivedAt - delivery.sentAt,
      stages: [
        limiter[0] - delivery.sentAt,
        limiter[1] - limiter[0],
        built - limiter[1],
        begun - built,
        a[0] - begun,
        b[3] - a[0],
        delivery.arrivedAt - b[3],
      ],
    });
  }
  rows.sort((x, y) => x.total - y.total);
  const tail = rows.slice(Math.floor(rows.length * 0.99));
  const lines = [
    `breakdown of ${rows.length} messages (ms; the slowest 1 %: ${tail.length} messages from ${ms(tail[0]?.total ?? Number.NaN)} ms)`,
    '| stage | p50 | p99 | mean of the slowest 1 % |',
    '|---|---:|---:|---:|',
  ];
  STAGES.forEach((stage, index) => {
    const all = Float64Array.from(rows.map((row) => row.stages[index] ?? Number.NaN)).sort();
    const tailMean = tail.reduce((sum, row) => sum + (row.stages[index] ?? 0), 0) / tail.length;
    lines.push(
      `| ${stage} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 99))} | ${ms(tailMean)} |`,
    );
  });
  for (const [side, trace] of [
    ['A', senderSide],
    ['B', receiverSide],
  ] as const) {
    const { p50, p99, max } = trace.loopDelayMs;
    lines.push(
      `gateway ${side}: event-loop delay p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}` +
        (trace.limiterTakes.length > 0 ? `; limiter take ${summary(trace.limiterTakes)}` : ''),
    );
    for (const [kind, durations] of trace.queries) {
      if (durations.length >= 100)
        lines.push(`  ${kind} x${durations.length}: ${summary(durations)}`);
    }
  }
  return lines.join('\n');
}
