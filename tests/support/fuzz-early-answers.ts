import type { TEndpoint, TPolicy } from '#core/api/endpoint.ts';
import { ENDPOINTS } from '#core/api/endpoints.ts';
import { bodyLimitOf, isFileBody } from '#server/http/endpoint-docs.ts';
import type { TFuzzRequest, TRandom } from './fuzz.ts';
import type { TWireRequest } from './keep-alive-client.ts';

/**
 * Requests the server answers before it read their body (issue 28, F3): over the body limit by
 * Content-Length or while a chunked body streams in, without a session, to no route. Each is followed on
 * its keep-alive connection by whatever the client sends next, so a server that leaves the body unread
 * or closes the socket with it shows as a reset.
 */
export type TEarlyRequest = TFuzzRequest &
  TWireRequest & {
    /** Who may call the endpoint; `anonymous`: sent without the session it needs (401 before the body). */
    policy: TPolicy;
    anonymous: boolean;
    /** The statuses the server may answer (a 401 can come before a 413 that needs the body read). */
    expected: number[];
  };

const ENTRIES = Object.entries(ENDPOINTS) as [string, TEndpoint][];
const WITH_BODY = ENTRIES.filter(([key, endpoint]) => !key.startsWith('GET ') && endpoint.body);
const SIGNED_IN = WITH_BODY.filter(([, endpoint]) => endpoint.policy !== 'public');

const KB = 1024;
const fill = (template: string) => template.replace(/:\w+/g, '1');
const padded = (bytes: number) => JSON.stringify({ padding: 'x'.repeat(bytes) });

function contentTypeOf(endpoint: TEndpoint): string {
  return isFileBody(endpoint.body) ? endpoint.body.mediaTypes[0]! : 'application/json';
}

/** One early-answer request of each kind in turn, with sizes and endpoints drawn from `random`. */
export function earlyAnswerRequests(count: number, random: TRandom): TEarlyRequest[] {
  const requests: TEarlyRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const kind = index % 4;
    const [key, endpoint] = random.pick(kind === 2 ? SIGNED_IN : WITH_BODY);
    const [method, template] = key.split(' ') as [string, string];
    const headers = { 'Content-Type': contentTypeOf(endpoint) };
    const small = (64 + random.int(448)) * KB;
    if (kind === 0 || kind === 1) {
      // Over the endpoint's own limit (1 MB for JSON; the uploads' 5 and 15 MB) by up to a megabyte.
      const size = (bodyLimitOf(endpoint) ?? 1024 * KB) + 1 + random.int(1024 * KB);
      const anonymous = endpoint.policy !== 'public' && random.chance(0.5);
      requests.push({
        method,
        path: fill(template),
        headers,
        body: padded(size),
        chunked: kind === 1,
        policy: endpoint.policy,
        anonymous,
        expected: anonymous ? [401, 413] : [413],
        defect: `early answer: ${size} bytes${kind === 1 ? ', chunked' : ''}`,
      });
    } else if (kind === 2) {
      requests.push({
        method,
        path: fill(template),
        headers,
        body: padded(small),
        policy: endpoint.policy,
        anonymous: true,
        expected: [401],
        defect: `early answer: no session, ${small} bytes`,
      });
    } else {
      requests.push({
        method: 'POST',
        path: `/api/no-such-route/${random.int(1000)}`,
        headers,
        body: padded(small),
        chunked: random.chance(0.5),
        policy: 'public',
        anonymous: false,
        expected: [404],
        defect: `early answer: no route, ${small} bytes`,
      });
    }
  }
  return requests;
}
