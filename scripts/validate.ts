/**
 * `npm test` (`npm run validate`): the tiers one after another, stopping at the first that fails: checks,
 * unit and component, integration, build, browser, budget. After each, its wall time, the CPU time its
 * processes used (user + system, Linux) and the load average; at the end the table of all (README, Tests;
 * decision 042). The CPU seconds say what a tier costs whatever else the machine runs: on a shared machine
 * the wall time says mostly how busy it was.
 *
 * VALIDATE_BESIDE_E2E (CI: .ci/run) names a shell command to run beside the browser tier, its output
 * printed whole when it ends: the journeys leave most of the two cores idle (about 10 CPU minutes in 16
 * minutes), which the database tiers against PostgreSQL use. Both must pass.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const STEPS = ['checks', 'test:unit', 'test:integration', 'build', 'test:e2e', 'budget'];

/** CPU seconds of this process's finished descendants (each reaped by its parent): Linux's /proc. */
function childrenCpuSeconds(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th, in ticks.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const load = () => loadavg()[0]!.toFixed(1);

interface TStepResult {
  step: string;
  wallSeconds: number;
  cpuSeconds: number | null;
  loadBefore: string;
  loadAfter: string;
  passed: boolean;
  endedAt: number;
}

/**
 * Runs `npm run <step>` (its output as it comes) or a shell command (`beside`: its output kept and printed
 * when it ends, not to mix with the step's).
 */
function run(step: string, beside?: string): Promise<TStepResult> {
  const loadBefore = load();
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  process.stdout.write(
    `\n> ${beside ? `beside ${step}: ${beside}` : `npm run ${step}`} (load ${loadBefore})\n`,
  );
  return new Promise((resolve) => {
    const child = beside
      ? spawn('sh', ['-c', beside], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('npm', ['run', step], { stdio: 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (beside) {
        process.stdout.write(`\n> beside ${step}: ${beside}: its output\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const cpuAfter = childrenCpuSeconds();
      resolve({
        step: beside ? `beside ${step}` : step,
        wallSeconds: (performance.now() - started) / 1000,
        cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        loadBefore,
        loadAfter: load(),
        passed: code === 0,
        endedAt: performance.now(),
      });
    });
  });
}

function describeStep(result: TStepResult): string {
  const cpu = result.cpuSeconds === null ? '' : `, ${result.cpuSeconds.toFixed(0)} s CPU`;
  const status = result.passed ? '' : '  FAILED';
  return `${result.step.padEnd(18)} ${(result.wallSeconds / 60).toFixed(1).padStart(5)} min wall${cpu} (load ${result.loadBefore} → ${result.loadAfter})${status}`;
}

const besideE2e = process.env.VALIDATE_BESIDE_E2E?.trim() || undefined;
const results: TStepResult[] = [];
const started = performance.now();
for (const step of STEPS) {
  const pair = [run(step), ...(step === 'test:e2e' && besideE2e ? [run(step, besideE2e)] : [])];
  const done = await Promise.all(pair);
  // Side by side, the one that ended last counted the other's processes too (both were reaped by then).
  const [first, last] = [...done].sort((a, b) => a.endedAt - b.endedAt);
  if (first && last && first !== last && first.cpuSeconds !== null && last.cpuSeconds !== null) {
    last.cpuSeconds -= first.cpuSeconds;
  }
  results.push(...done);
  for (const result of done) process.stdout.write(`\n${describeStep(result)}\n`);
  if (done.some((result) => !result.passed)) break;
}
const wall = (performance.now() - started) / 1000;
const cpu = results.every((result) => result.cpuSeconds !== null)
  ? `, ${results.reduce((sum, result) => sum + result.cpuSeconds!, 0).toFixed(0)} s CPU`
  : '';
process.stdout.write(
  `\nnpm test, each tier:\n${results.map((result) => `  ${describeStep(result)}`).join('\n')}\n`,
);
process.stdout.write(`  ${'total'.padEnd(18)} ${(wall / 60).toFixed(1).padStart(5)} min wall${cpu}\n`);
if (results.some((result) => !result.passed)) process.exit(1);
