import type { TEndpoint } from '#core/api/endpoint.ts';
import { ENDPOINTS } from '#core/api/endpoints.ts';
import { fuzzRequests, seededRandom, type TFuzzRequest } from './fuzz.ts';
import { earlyAnswerRequests, type TEarlyRequest } from './fuzz-early-answers.ts';
import { nodeHttpClient, undiciClient, type TKeepAliveClient } from './keep-alive-client.ts';

/**
 * The fuzz run over real sockets (issue 15 item 5, issue 28 F3): the bad requests of every endpoint and
 * the early answers, sent by keep-alive clients (half node:http, half fetch). Used by
 * tests/integration/fuzz.test.ts and `npm run bench:reliability`.
 */

export interface TFuzzTokens {
  admin: string;
  dealer: string;
}

interface TPlanned {
  key: string;
  request: TFuzzRequest & Partial<TEarlyRequest>;
  ip: string;
  token: string | undefined;
}

export interface TFuzzOutcome {
  requests: number;
  early: number;
  /** Early answers that said `Connection: close`. */
  earlyClosed: number;
  statuses: Map<number, number>;
  /** Answers a client did not get: resets, hang-ups (each also in `failures`). */
  resets: number;
  /** 5xx, resets, early answers with another status: each a line. */
  failures: string[];
  /** Requests that could change something and were accepted. */
  accepted: string[];
}

/** The session a request goes with: the endpoint's kind of account, none, or a broken token. */
function tokenFor(
  policy: TEndpoint['policy'],
  request: TFuzzRequest,
  roll: number,
  tokens: TFuzzTokens,
): string | undefined {
  // A request that could change something and carries no certain defect goes without a session.
  if (request.defect === 'no input to spoil' && request.method !== 'GET') return undefined;
  if (roll < 0.05) return 'not-a-token';
  if (policy === 'public') return undefined;
  return policy === 'dealer' ? tokens.dealer : tokens.admin;
}

/** The fuzzed requests of every endpoint, and the early answers each at a random place among them. */
export function planFuzz(seed: number, total: number, early: number, tokens: TFuzzTokens): TPlanned[] {
  const random = seededRandom(seed);
  const entries = Object.entries(ENDPOINTS) as [string, TEndpoint][];
  const perEndpoint = Math.ceil(total / entries.length);
  const planned = entries.flatMap(([key, endpoint]) =>
    fuzzRequests(key, endpoint, perEndpoint, random).map((request, index) => {
      const ip = `10.${index % 250}.${random.int(250)}.${random.int(250)}`;
      return { key, request, ip, roll: random.next(), policy: endpoint.policy };
    }),
  );
  const all: TPlanned[] = planned.map(({ key, request, ip, roll, policy }) => ({
    key,
    request,
    ip,
    token: tokenFor(policy, request, roll, tokens),
  }));
  for (const request of earlyAnswerRequests(early, random)) {
    const token = request.anonymous ? undefined : tokenFor(request.policy, request, 1, tokens);
    const ip = `10.251.${random.int(250)}.${random.int(250)}`;
    all.splice(random.int(all.length), 0, { key: `${request.method} ${request.path}`, request, ip, token });
  }
  return all;
}

const bodyText = (body: TFuzzRequest['body'], length: number) =>
  typeof body === 'string' ? body.slice(0, length) : `${body?.length ?? 0} bytes`;

/** Sends the plan over `concurrency` keep-alive connections and tells what came back. */
export async function runFuzz(
  baseUrl: string,
  planned: TPlanned[],
  concurrency: number,
): Promise<TFuzzOutcome> {
  const outcome: TFuzzOutcome = {
    requests: planned.length,
    early: planned.filter(({ request }) => request.expected).length,
    earlyClosed: 0,
    statuses: new Map(),
    resets: 0,
    failures: [],
    accepted: [],
  };
  let next = 0;
  const worker = async (client: TKeepAliveClient) => {
    // What the connection carried before: a reset is most often the previous answer's doing.
    let previous = 'nothing';
    while (next < planned.length) {
      const { key, request, ip, token } = planned[next++]!;
      const headers: Record<string, string> = { ...request.headers, 'X-Forwarded-For': ip };
      if (token) headers.Authorization = `Bearer ${token}`;
      const answer = await client.send({ ...request, headers });
      const { status } = answer;
      outcome.statuses.set(status, (outcome.statuses.get(status) ?? 0) + 1);
      const what = `${key} ${JSON.stringify(request.path.slice(0, 120))} (${request.defect})`;
      if ('failure' in answer) {
        outcome.resets += 1;
        outcome.failures.push(`${client.kind}: ${answer.failure} on ${what}, after ${previous}`);
        previous = 'a reset';
        continue;
      }
      previous = `${status} ${answer.connection} to ${what}`;
      const closed = answer.connection === 'close';
      if (request.expected) {
        if (closed) outcome.earlyClosed += 1;
        if (!request.expected.includes(status)) {
          outcome.failures.push(`${client.kind}: ${status} (connection: ${answer.connection}) to ${what}`);
        }
      }
      if (request.method !== 'GET' && status < 400) {
        outcome.accepted.push(`${status} ${what} ${bodyText(request.body, 300)}`);
      }
      if (status >= 500) outcome.failures.push(`${status} to ${what} ${bodyText(request.body, 200)}`);
    }
  };
  const clients = Array.from({ length: concurrency }, (_, index) =>
    index % 2 === 0 ? nodeHttpClient(baseUrl) : undiciClient(baseUrl),
  );
  await Promise.all(clients.map(worker));
  await Promise.all(clients.map((client) => client.close()));
  return outcome;
}

/** A few reads store their defaults on first use (the company profile, finance settings): read each once. */
export async function readEveryListOnce(
  request: (path: string, init: RequestInit) => Promise<Response>,
  tokens: TFuzzTokens,
): Promise<void> {
  for (const [key, endpoint] of Object.entries(ENDPOINTS) as [string, TEndpoint][]) {
    const [method, path] = key.split(' ') as [string, string];
    if (method !== 'GET' || path.includes(':')) continue;
    const token =
      endpoint.policy === 'public' ? undefined : endpoint.policy === 'dealer' ? tokens.dealer : tokens.admin;
    const response = await request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    await response.arrayBuffer();
  }
}
