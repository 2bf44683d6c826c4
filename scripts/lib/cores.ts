/**
 * Which cores a bench's processes run on. With two cores or more and `taskset` (Linux), the server under
 * test (and the bare server it is compared with) runs on the last core and the load generator — the
 * bench's own process — on the others, so neither takes the other's CPU: the server's figures are then
 * one core's, and a request's time is not time spent waiting for the generator to read it.
 * `BENCH_PIN=0` turns it off. Other work on the machine still shares every core.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const cores = os.availableParallelism();
const enabled = process.env.BENCH_PIN !== '0' && cores >= 2 && spawnSync('taskset', ['-V']).status === 0;

/** The core list of the servers under test, for `taskset -c`; undefined when not pinned. */
export const SERVER_CORES = enabled ? String(cores - 1) : undefined;
const GENERATOR_CORES = enabled ? (cores === 2 ? '0' : `0-${cores - 2}`) : undefined;

/** `command args` run on the servers' core (unchanged when not pinned). */
export function onServerCores(command: string, args: string[]): { command: string; args: string[] } {
  return SERVER_CORES
    ? { command: 'taskset', args: ['-c', SERVER_CORES, command, ...args] }
    : { command, args };
}

/** Moves this process (every thread) to the load generator's cores; says where everything runs. */
export function pinLoadGenerator(): string {
  if (!GENERATOR_CORES)
    return `not pinned (${cores} cores${process.env.BENCH_PIN === '0' ? ', BENCH_PIN=0' : ''})`;
  const result = spawnSync('taskset', ['-a', '-p', '-c', GENERATOR_CORES, String(process.pid)]);
  if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr.toString()}`);
  return `servers on core ${SERVER_CORES}, load generator on core ${GENERATOR_CORES} (of ${cores})`;
}
