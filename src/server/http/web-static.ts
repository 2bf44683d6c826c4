import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { isKnownPagePath } from '#core/routes.ts';
import type { TAppEnv } from './context.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  // Compiled while it streams in only when served as such (the camera scanner's code reader).
  '.wasm': 'application/wasm',
};

/** One file of the build, with the brotli and gzip copies the build wrote beside it (vite.config.ts). */
export interface TStaticFile {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  type: string;
  etag: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/** Every file of the build by its URL path, read once at start (the whole build is about 2 MB). */
function loadBuild(root: string): Map<string, TStaticFile> {
  const files = new Map<string, TStaticFile>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name) || entry.name.startsWith('.')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const identity = readFileSync(file);
    const variant = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    files.set(urlPath, {
      identity,
      br: variant('.br'),
      gzip: variant('.gz'),
      type: CONTENT_TYPES[path.extname(entry.name)] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    });
  }
  return files;
}

/** Whether the client accepts `coding` (a q of 0 refuses it). */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  });
}

/** A static answer as it goes out: status, headers and body (null for a 304). */
export type TStaticAnswer = { headers: Record<string, string> } & (
  { status: 200 | 404; body: Buffer } | { status: 304; body: null }
);

/** The smallest copy the client accepts, with the headers that say which it is. */
export function staticAnswer(
  file: TStaticFile,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  status: 200 | 404,
  cacheControl: string,
): TStaticAnswer {
  const acceptEncoding = request.acceptEncoding ?? '';
  let body = file.identity;
  let encoding: string | undefined;
  if (file.br && accepts(acceptEncoding, 'br')) [body, encoding] = [file.br, 'br'];
  else if (file.gzip && accepts(acceptEncoding, 'gzip')) [body, encoding] = [file.gzip, 'gzip'];
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Content-Length': String(body.length),
    'Cache-Control': cacheControl,
    ETag: file.etag,
  };
  if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  if (status === 200 && request.ifNoneMatch === file.etag) return { status: 304, headers, body: null };
  return { status, headers, body };
}

function send(c: Context, file: TStaticFile, status: 200 | 404, cacheControl: string): Response {
  const answer = staticAnswer(
    file,
    { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') },
    status,
    cacheControl,
  );
  if (answer.status === 304) return c.body(null, 304, answer.headers);
  return c.body(new Uint8Array(answer.body), answer.status, answer.headers); // Hono drops the body of a HEAD
}

/** A hashed asset of the build (under /assets/, cached for a year) by its URL path. */
export type TAssetLookup = (urlPath: string) => TStaticFile | undefined;

/**
 * Serves the built single-page app from memory (read once at start: issue 15, item 7): hashed assets cached
 * for a year, other files for an hour, each sent as the brotli or gzip copy the build made when the
 * client accepts it, and index.html for every page path — with status 404 for paths that are no page,
 * so crawlers see it.
 */
export function mountWebApp(app: Hono<TAppEnv>, distDir: string): TAssetLookup | undefined {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (or use `npm start`, which builds it).', 503),
    );
    return undefined;
  }
  const files = loadBuild(root);
  const index = files.get('/index.html')!;
  files.delete('/index.html');

  app.get('*', (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file, 200, c.req.path.startsWith('/assets/') ? IMMUTABLE : ONE_HOUR);
    return send(c, index, isKnownPagePath(c.req.path) ? 200 : 404, 'no-cache');
  });
  return (urlPath) => (urlPath.startsWith('/assets/') ? files.get(urlPath) : undefined);
}
