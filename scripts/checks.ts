/**
 * `npm run checks`: the type check, the linter and the format check side by side (each uses one core),
 * each one's output printed whole when it ends; fails when any fails. Part of `npm test`.
 */
import { spawn } from 'node:child_process';

const SCRIPTS = ['typecheck', 'lint', 'format:check'];

const results = await Promise.all(
  SCRIPTS.map(
    (script) =>
      new Promise<boolean>((resolve) => {
        const started = performance.now();
        const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
        child.on('close', (code) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0);
        });
      }),
  ),
);
if (results.includes(false)) process.exit(1);
