import { createMiddleware } from 'hono/factory';
import { AppError } from './errors.ts';

const refused = (reason: string) => new AppError('FORBIDDEN', 'errors.auth.originRefused', reason);

/** The origins the site answers as its own: PUBLIC_URL's plus CORS_ORIGINS. */
export function trustedOrigins(publicUrl: string, corsOrigins: readonly string[]): Set<string> {
  return new Set([new URL(publicUrl).origin, ...corsOrigins]);
}

/**
 * CSRF guard of the cookie endpoints (refresh, sign-out; decision 008). Besides the SameSite=Strict
 * cookie, the request must be JSON (a form on another site cannot send that without a CORS preflight)
 * and must come from a trusted origin: an `Origin` header naming one, or — for a browser that leaves
 * Origin out — `Sec-Fetch-Site: same-origin`. A request with neither is refused, so scripts and other
 * non-browser clients send `Origin: <PUBLIC_URL's origin>`. An Origin whose host is the host the request
 * was sent to is the site's own too (F10): opened at http://127.0.0.1:3000 while PUBLIC_URL says
 * localhost, the page's refresh call names 127.0.0.1:3000 both ways. A cross-site page cannot make a
 * browser send another site's Host.
 */
export function requireSameOrigin(origins: ReadonlySet<string>) {
  return createMiddleware(async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(contentType)) {
      throw refused('This endpoint needs Content-Type: application/json');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      if (!origins.has(origin) && !isOwnHost(origin, c.req.url)) {
        throw refused('Requests from this origin are not accepted');
      }
    } else if (c.req.header('sec-fetch-site') !== 'same-origin') {
      throw refused('An Origin header (or Sec-Fetch-Site: same-origin) is required');
    }
    await next();
  });
}

/** The Origin names the host (and port) the request itself was addressed to. */
function isOwnHost(origin: string, requestUrl: string): boolean {
  try {
    const { protocol, host } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && host === new URL(requestUrl).host;
  } catch {
    return false; // "null" and other opaque origins
  }
}
