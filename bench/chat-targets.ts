import type { ChatLoadResult } from './chat-load.js';
import type { TargetCheck } from './deck-targets.js';

// Issue 19's targets for the chat: the tail in ms, and against a Socket.IO + redis-adapter
// relay doing the same work in the same run (bench/peers/), so the machine's load is shared.

const P99_TARGET_MS = 50;
const PEER_RATIO_TARGET = 0.5;

export function checkChatTargets(ours: ChatLoadResult, peer: ChatLoadResult): TargetCheck[] {
  const ratio = ours.p99 / peer.p99;
  return [
    {
      what: 'chat p99, sender socket -> receiver socket, across two gateways (ms)',
      figure: ours.p99.toFixed(1),
      target: `<= ${P99_TARGET_MS}`,
      met: ours.p99 <= P99_TARGET_MS,
    },
    {
      what: 'chat p99, ours / Socket.IO + redis-adapter',
      figure: ratio.toFixed(2),
      target: `<= ${PEER_RATIO_TARGET}`,
      met: ratio <= PEER_RATIO_TARGET,
    },
    {
      what: 'messages delivered, ours',
      figure: `${ours.delivered} of ${ours.sent}`,
      target: 'all',
      met: ours.delivered === ours.sent,
    },
  ];
}

/** Ours beside the peer, figure by figure. */
export function formatComparison(ours: ChatLoadResult, peer: ChatLoadResult): string {
  const rows: Array<[string, (result: ChatLoadResult) => number]> = [
    ['p50 (ms)', (result) => result.p50],
    ['p95 (ms)', (result) => result.p95],
    ['p99 (ms)', (result) => result.p99],
    ['max (ms)', (result) => result.max],
    ['first message of each pair, untimed warm-up: p99 (ms)', (result) => result.warmUpP99],
  ];
  const lines = rows.map(
    ([label, read]) =>
      `| ${label} | ${read(ours).toFixed(1)} | ${read(peer).toFixed(1)} | ${(read(ours) / read(peer)).toFixed(2)} |`,
  );
  const delivered = (result: ChatLoadResult) =>
    `${result.delivered} of ${result.sent} in ${result.sendSeconds.toFixed(1)} s`;
  return [
    '| | ours | Socket.IO + redis-adapter | ours / peer |',
    '|---|---:|---:|---:|',
    ...lines,
    `| delivered | ${delivered(ours)} | ${delivered(peer)} | |`,
  ].join('\n');
}
