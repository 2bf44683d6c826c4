/**
 * How the server's Node process runs (decision 034). Kept small and free of the app's imports: main.ts
 * applies it before it loads anything else, and the scripts that start the server read the flags here.
 */
import { registerHooks } from 'node:module';

/**
 * V8 flags for every server process: `--liftoff-only` compiles PGlite's WebAssembly with the baseline
 * compiler only (the optimising tier-up took 500+ MB for a few seconds whenever PostgreSQL's large
 * functions got hot: the first start's peak; queries run ~10 % slower), and a new-generation heap of
 * 8 MB per semi-space instead of the 64 MB V8 grows it to (the idle server kept it).
 * They take effect only on the command line (`node <flags> src/server/main.ts`).
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8'];

/**
 * Loads drizzle-orm's CommonJS build instead of its ES modules. The same code; V8 resolving the ES
 * build's hundreds of `export *` chains takes ~190 MB of heap that the process keeps. Call before
 * anything imports drizzle-orm (main.ts imports the app after it).
 */
export function loadDrizzleAsCommonJs(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/'))
        return nextResolve(specifier, context);
      return nextResolve(specifier, { ...context, conditions: ['node', 'require', 'default'] });
    },
  });
}
