import { TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import type { TDemoResult } from './seed-demo.ts';

/** What the command prints: why it refused, or what the demo business now holds and how long it took. */
export function formatDemoResult(result: TDemoResult, databaseKind: string): string {
  if (result.kind === 'refused') {
    return [
      `Refused: this database (${databaseKind}) holds ${result.realRequests} real trade-in request(s).`,
      'The demo business is meant for an empty or demo-only database; nothing was written.',
      'Add it beside the real requests anyway with: npm run db:seed -- --demo --force',
    ].join('\n');
  }
  const { summary } = result;
  const cell = (status: string, fulfilment: string) =>
    summary.byStatus.find((row) => row.status === status && row.fulfilment === fulfilment)?.count ?? 0;
  const total = summary.byStatus.reduce((sum, row) => sum + row.count, 0);
  const settled = cell('settled', 'store') + cell('settled', 'pickup');
  const rows = TRADE_IN_STATUSES.map((status) => {
    const store = cell(status, 'store');
    const pickup = cell(status, 'pickup');
    return `  ${status.padEnd(10)} ${String(store + pickup).padStart(5)}   (store ${store}, pick-up ${pickup})`;
  });
  const requotes = ['pending', 'accepted', 'declined']
    .map((state) => `${state} ${summary.requotes[state] ?? 0}`)
    .join(', ');
  const lines = [
    `Demo business written (${databaseKind}): ${total} trade-in requests over 90 days` +
      (result.replaced > 0 ? `, replacing the ${result.replaced} of the earlier run.` : '.'),
    ...rows,
    `  re-quotes: ${requotes}`,
    `  quotes ${summary.quotes} (${summary.unusedQuotes} of them never became a request)`,
    `  photos ${summary.photos}, history rows ${summary.historyRows}, warehouse items ${summary.warehouseItems}`,
    `  messages to customers: ${summary.messages.delivered} delivered, ${summary.messages.failed} failed, on ${summary.messages.requests} requests`,
    `  no accounts were created; sign in with your own (npm run user:create).`,
    `Done in ${(result.elapsedMs / 1000).toFixed(1)} s.`,
  ];
  if (summary.warehouseItems !== settled) {
    lines.push(
      `Warning: ${settled} settled requests but ${summary.warehouseItems} warehouse items; see the outbox.`,
    );
  }
  if (result.realRequests > 0) lines.push(`(${result.realRequests} real requests were left as they were.)`);
  return lines.join('\n');
}
