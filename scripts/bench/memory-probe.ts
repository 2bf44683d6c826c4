/**
 * Run by `npm run bench:memory` (memory.ts) with the server's Node flags: starts the server as main.ts
 * does and prints, as one JSON line per step, the process's memory there (/proc/self/status and
 * process.memoryUsage(); WebAssembly memory is PGlite's heap). Not a way to run the portal.
 */
import { readFileSync } from 'node:fs';
import { loadDrizzleAsCommonJs } from '../../src/server/runtime/node-runtime.ts';

const memories: WebAssembly.Memory[] = [];
const NativeMemory = WebAssembly.Memory;
// Counts the WebAssembly memories PGlite creates (its heap); behaves as the original otherwise.
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args: [WebAssembly.MemoryDescriptor]) {
    const memory = new target(...args);
    memories.push(memory);
    return memory;
  },
});

const MB = 1024 * 1024;
function mark(step: string): void {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  const usage = process.memoryUsage();
  const line = {
    step,
    rss: Math.round(kb('VmRSS') / 1024),
    peak: Math.round(kb('VmHWM') / 1024),
    heapUsed: Math.round(usage.heapUsed / MB),
    heapTotal: Math.round(usage.heapTotal / MB),
    external: Math.round(usage.external / MB),
    wasm: Math.round(memories.reduce((sum, memory) => sum + memory.buffer.byteLength, 0) / MB),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

mark('node started (TypeScript loader)');
loadDrizzleAsCommonJs();
await import('../../src/server/db/client.ts');
mark('database modules imported');
const { startServer } = await import('../../src/server/server.ts');
const { loadConfig } = await import('../../src/server/config/env.ts');
const { createLogger } = await import('../../src/server/http/logger.ts');
mark('all server modules imported');
const config = loadConfig();
const running = await startServer(config, createLogger('warn'), { onPhase: mark });
await new Promise((resolve) => setTimeout(resolve, Number(process.env.IDLE_MS ?? 10_000)));
mark('idle');
await running.close();
