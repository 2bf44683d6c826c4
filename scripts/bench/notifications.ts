/**
 * `npm run bench:notifications` (issue 31, decision 043): 10,000 workflow events → customer messages,
 * sent to stand-ins speaking the real protocols (an SMTP server, `smtp-server`, and the LINE Messaging
 * API stand-in, in this process), with the server killed (SIGKILL) once in the middle.
 *
 * 1. A PGlite data folder gets BENCH_EVENTS requests, each with an e-mail address (Thai or English) and
 *    a linked LINE chat, and one `tradeIn.received` event each in the outbox — as if staff had just
 *    marked them received — so the server finds them at its start.
 * 2. The real server (src/server/main.ts, a child process) starts with SMTP_URL and LINE_* pointed at
 *    the stand-ins: the outbox's handler writes two messages per event, the sender sends them.
 * 3. When the stand-ins have received KILL_AT of the messages, the server is killed with SIGKILL and
 *    started again on the same folder; it goes on where the first left (messages it had claimed come due
 *    when their lease ends and go out again with the same retry key).
 * 4. Then, from the stand-ins: LINE pushes accepted per chat (exactly one each expected; a repeated retry
 *    key is answered 409 and not sent), e-mails per address and per Message-ID; and from the database:
 *    every message delivered. Prints the rate (all messages over the time from the first start until the
 *    last one arrived, the restart included) and the lost and duplicated counts.
 *
 * On PGlite in a data folder by default; on PostgreSQL with DATABASE_URL, or BENCH_PG_ADMIN_URL (a fresh
 * database `notify_bench_<time>`, dropped afterwards).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client.ts';
import { readMail, startSmtpStandIn } from '../../tests/support/smtp-stand-in.ts';
import { startLineStandIn } from '../../tests/support/line-stand-in.ts';
import { chooseBenchDatabase } from '../lib/bench-database.ts';
import { spawnServer, type TSpawnedServer } from '../lib/spawn-server.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const MESSAGES = EVENTS * 2;
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0.4);
const PORT = Number(process.env.BENCH_PORT ?? 3243);
const TARGET_PER_S = 200;
const LINE_SECRET = 'bench-channel-secret';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-notifications-'));
const dataDir = path.join(dir, 'data');
mkdirSync(dataDir);
const postgres =
  process.env.DATABASE_URL || process.env.BENCH_PG_ADMIN_URL
    ? await chooseBenchDatabase('notify_bench', 'bench:notifications')
    : undefined;
const databaseOptions = postgres ? { databaseUrl: postgres.url } : { dataDir };
const line = await startLineStandIn('bench-channel-token');
const smtp = await startSmtpStandIn();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const received = () => line.pushes.length + smtp.mails.length;

async function prepare(): Promise<void> {
  const database = await openDatabase(databaseOptions);
  try {
    await database.migrate();
    await database.db.execute(sql`
      insert into trade_ins (reference, status, device_description, fulfilment, province, full_name, phone, email,
        locale, offered_thb, option, content_hash, receipt_token_hash)
      select 'TRD-261207-' || lpad(upper(to_hex(g)), 4, '0'), 'received', 'Apple iPhone 15 128 GB', 'store', 'bangkok',
        'ลูกค้า ' || g, '08' || lpad(g::text, 8, '0'), 'customer' || g || '@example.co.th',
        case when g % 3 = 0 then 'en' else 'th' end, 17600, 'tradeIn', 'bench-' || g, 'bench'
      from generate_series(1, ${EVENTS}) as g`);
    await database.db.execute(sql`
      insert into line_links (line_user_id, trade_in_id, status, linked_at)
      select 'U' || lpad(to_hex(id), 32, '0'), id, 'linked', now() from trade_ins`);
    await database.db.execute(sql`
      insert into outbox_events (topic, entity, entity_id, payload)
      select 'tradeIn.received', 'tradeIn', id, '{"from":"booked","to":"received"}'::jsonb from trade_ins order by id`);
  } finally {
    await database.close();
  }
}

function start(): Promise<TSpawnedServer> {
  return spawnServer(
    {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      PUBLIC_URL: 'https://trade.example.co.th',
      SEED_ON_START: 'false',
      OUTBOX_POLL_MS: '200',
      LINE_CHANNEL_ACCESS_TOKEN: line.token,
      LINE_CHANNEL_SECRET: LINE_SECRET,
      LINE_API_BASE_URL: line.baseUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Khumkha <hello@khumkha.example>',
    },
    undefined,
    // Listening is enough: the outbox and the sender keep the embedded database busy from the first
    // moment, and /readyz's 2-second ping may wait behind them on a loaded machine.
    { readyPath: '/healthz' },
  );
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 where unreadable. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The messages the killed process left `sending`, and when their leases end (ms after now), by its clock. */
async function claimedAtKill(url: string): Promise<{ ids: number[]; leaseEndsInMs: number; at: Date }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; ends_in_ms: number; now: Date }>(
      `select id, extract(epoch from available_at - now()) * 1000 as ends_in_ms, now() as now
       from notifications where status = 'sending'`,
    );
    return {
      ids: rows.map((row) => Number(row.id)),
      leaseEndsInMs: Math.max(0, ...rows.map((row) => Number(row.ends_in_ms))),
      at: rows[0]?.now ?? new Date(),
    };
  } finally {
    await client.end();
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) return false;
    await sleep(20);
  }
  return true;
}

console.log(
  `bench:notifications: ${EVENTS} events → ${MESSAGES} messages (LINE + e-mail), kill -9 at ${KILL_AT * 100}%`,
);
const preparedAt = performance.now();
await prepare();
console.log(
  `prepared ${EVENTS} requests, chats and events in ${((performance.now() - preparedAt) / 1000).toFixed(1)} s`,
);

const loadAtStart = os.loadavg()[0]!;
const benchCpuAtStart = process.cpuUsage();
const began = performance.now();
// When the stand-ins' count moved: the first message, the rate before the kill, the gap after it.
const samples: { at: number; count: number }[] = [];
const sampler = setInterval(() => {
  const count = received();
  if (samples.at(-1)?.count !== count) samples.push({ at: performance.now(), count });
}, 50);
let server = await start();
const firstReadyMs = server.readyMs;
await waitFor(() => received() >= MESSAGES * KILL_AT, 600_000);
const atKill = received();
let serverCpu = cpuSecondsOf(server.process.pid);
server.process.kill('SIGKILL');
await new Promise((resolve) => server.process.once('exit', resolve));
const killedAt = performance.now();
console.log(
  `killed (SIGKILL) after ${((killedAt - began) / 1000).toFixed(1)} s with ${atKill} messages received`,
);
// PostgreSQL (instances may share it): what the killed process had claimed waits for its lease to end.
const leftClaimed = postgres ? await claimedAtKill(postgres.url) : undefined;
server = await start();
const secondReadyMs = server.readyMs;
console.log(`restarted in ${((performance.now() - killedAt) / 1000).toFixed(1)} s`);
const complete = await waitFor(() => received() >= MESSAGES, 600_000);
const lastAt = performance.now();
clearInterval(sampler);
serverCpu += cpuSecondsOf(server.process.pid);
const benchCpu = process.cpuUsage(benchCpuAtStart);
const firstAt = samples.find((sample) => sample.count > 0)?.at ?? began;
const firstAfterRestart = samples.find((sample) => sample.at > killedAt && sample.count > atKill);
// Anything sent again after the last expected one would be a duplicate: wait a lease's worth and more.
await sleep(Number(process.env.BENCH_SETTLE_MS ?? 35_000));
await server.stop();

const database = await openDatabase(databaseOptions);
const [states] = (
  (await database.db.execute(sql`
    select count(*)::int as total, count(*) filter (where status = 'delivered')::int as delivered,
      count(*) filter (where attempts > 1)::int as retried
    from notifications`)) as unknown as { rows: { total: number; delivered: number; retried: number }[] }
).rows;
// When the last message the killed process had claimed was delivered, after the kill (database clock).
const [leased] = leftClaimed?.ids.length
  ? (
      (await database.db.execute(sql`
        select extract(epoch from max(sent_at) - ${leftClaimed.at.toISOString()}::timestamptz) * 1000 as ms
        from notifications where id in (${sql.join(
          leftClaimed.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`)) as unknown as { rows: { ms: number }[] }
    ).rows
  : [];
const [events] = (
  (await database.db.execute(
    sql`select count(*) filter (where processed_at is null)::int as unprocessed from outbox_events`,
  )) as unknown as { rows: { unprocessed: number }[] }
).rows;
await database.close();

const perChat = new Map<string, number>();
for (const push of line.pushes) perChat.set(push.to, (perChat.get(push.to) ?? 0) + 1);
const perAddress = new Map<string, number>();
const perMessageId = new Set<string>();
for (const mail of smtp.mails) {
  const to = mail.to[0] ?? '';
  perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
  perMessageId.add(readMail(mail.raw).headers['message-id'] ?? '');
}
const lineLost = EVENTS - perChat.size;
const lineDuplicated = line.pushes.length - perChat.size;
const mailLost = EVENTS - perAddress.size;
const mailDuplicated = smtp.mails.length - perAddress.size;
const seconds = (lastAt - began) / 1000;
const rate = MESSAGES / seconds;
const conflicts = line.attempts.filter((attempt) => attempt.status === 409).length;

console.log('');
console.log('| measure | figure |');
console.log('| --- | --- |');
console.log(`| messages expected (2 per event) | ${MESSAGES} |`);
console.log(`| all received | ${complete ? 'yes' : 'NO (timed out)'} |`);
console.log(`| time from first start to last message (restart included) | ${seconds.toFixed(1)} s |`);
console.log(`| rate | ${rate.toFixed(0)} messages/s (target ≥ ${TARGET_PER_S}) |`);
console.log(
  `| first start → listening / → first message | ${(firstReadyMs / 1000).toFixed(1)} s / ${((firstAt - began) / 1000).toFixed(1)} s |`,
);
console.log(`| restart → listening | ${(secondReadyMs / 1000).toFixed(1)} s |`);
console.log(
  `| rate before the kill (first message → kill) | ${(atKill / ((killedAt - firstAt) / 1000)).toFixed(0)} messages/s |`,
);
if (firstAfterRestart) {
  console.log(
    `| kill → first message of the new process | ${((firstAfterRestart.at - killedAt) / 1000).toFixed(1)} s |`,
  );
  console.log(
    `| rate after the restart (its first message → last) | ${((MESSAGES - firstAfterRestart.count) / ((lastAt - firstAfterRestart.at) / 1000)).toFixed(0)} messages/s |`,
  );
}
if (leftClaimed) {
  console.log(
    `| lease wait after the kill (PostgreSQL): messages left claimed / their lease ended / the last of them sent | ${leftClaimed.ids.length} / ${(leftClaimed.leaseEndsInMs / 1000).toFixed(1)} s / ${leased ? (Number(leased.ms) / 1000).toFixed(1) : '–'} s after the kill |`,
  );
}
const benchCpuSeconds = (benchCpu.user + benchCpu.system) / 1e6;
const perThousand = (cpuSeconds: number) => ((cpuSeconds * 1000) / MESSAGES).toFixed(2);
console.log(
  `| CPU-seconds per 1,000 messages: the server (both processes) / the stand-ins and the bench / together | ${perThousand(serverCpu)} / ${perThousand(benchCpuSeconds)} / ${perThousand(serverCpu + benchCpuSeconds)} |`,
);
console.log(
  `| CPU (user + system): the server / this process (the stand-ins and the bench) | ${serverCpu.toFixed(1)} s / ${benchCpuSeconds.toFixed(1)} s |`,
);
console.log(`| LINE: chats with a push / pushes accepted | ${perChat.size} / ${line.pushes.length} |`);
console.log(`| LINE: lost / duplicated | ${lineLost} / ${lineDuplicated} |`);
console.log(`| LINE: sent again after the kill, answered 409 (retry key already accepted) | ${conflicts} |`);
console.log(
  `| e-mail: addresses with a message / SMTP acceptances / distinct Message-IDs | ${perAddress.size} / ${smtp.mails.length} / ${perMessageId.size} |`,
);
console.log(`| e-mail: lost / duplicated | ${mailLost} / ${mailDuplicated} |`);
console.log(
  `| database: messages / delivered / tried more than once | ${states!.total} / ${states!.delivered} / ${states!.retried} |`,
);
console.log(`| database: events left unprocessed | ${events!.unprocessed} |`);
console.log(
  `| load average (1 min) at the start / at the end (${os.availableParallelism()} cores, shared) | ${loadAtStart.toFixed(1)} / ${os.loadavg()[0]!.toFixed(1)} |`,
);

await line.close();
await smtp.close();
rmSync(dir, { recursive: true, force: true });
await postgres?.drop?.();
const ok =
  complete &&
  rate >= TARGET_PER_S &&
  lineLost + lineDuplicated + mailLost + mailDuplicated === 0 &&
  states!.delivered === MESSAGES;
console.log(ok ? '\nbench:notifications: met' : '\nbench:notifications: NOT met');
process.exitCode = ok ? 0 : 1;
