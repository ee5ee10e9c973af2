import type { MetricsRegistry } from '@starmatch/service-kit/metrics-registry';
import { sharedMetric } from '@starmatch/service-kit/metrics-registry';
import { Counter, Gauge } from 'prom-client';

const OPEN_SOCKETS = 'realtime_open_sockets';
const RELAYED = 'realtime_messages_relayed_total';

/** What the gateway tells its metrics as it happens; the open sockets are read at each scrape. */
export interface GatewayMetrics {
  /** A chat message reached `sockets` sockets of this gateway. */
  relayed(sockets: number): void;
}

/**
 * The gateway's figures: its open sockets (what a gateway autoscaler follows) and the chat
 * messages it wrote to sockets, one per socket reached (a message to someone with two tabs open
 * counts twice, and the sender's own tabs hear it too).
 */
export function gatewayMetrics(
  registry: MetricsRegistry,
  openSockets: () => number,
): GatewayMetrics {
  sharedMetric(
    registry,
    OPEN_SOCKETS,
    (registers) =>
      new Gauge({
        name: OPEN_SOCKETS,
        help: 'WebSockets open on this gateway',
        registers,
        collect() {
          this.set(openSockets());
        },
      }),
  );
  const relayed = sharedMetric(
    registry,
    RELAYED,
    (registers) =>
      new Counter({
        name: RELAYED,
        help: 'Chat messages written to sockets, one per socket reached',
        registers,
      }),
  );
  return { relayed: (sockets) => relayed.inc(sockets) };
}
