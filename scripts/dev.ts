/**
 * `npm run dev`: Vite with hot module reload for the web app on :5173 (proxying /api),
 * and the server restarted on every change (node --watch) on :3001.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/server/runtime/node-runtime.ts';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
// The browser talks to Vite, which passes its Origin on: the cookie endpoints must trust it (decision 008).
const devOrigins = `http://localhost:${webPort},http://127.0.0.1:${webPort}`;
const children = [
  spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--watch', '--watch-preserve-output', path.join(root, 'src/server/main.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: apiPort,
        NODE_ENV: 'development',
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? devOrigins,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
    },
  ),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
