/**
 * The server's entry (`npm start` runs it with SERVER_NODE_FLAGS). drizzle-orm's lighter build must be
 * chosen before the app is imported, so the app comes in by a dynamic import (decision 034).
 */
import { loadDrizzleAsCommonJs } from './runtime/node-runtime.ts';

loadDrizzleAsCommonJs();
await import('./serve.ts');
