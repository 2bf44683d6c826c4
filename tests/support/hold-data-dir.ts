/**
 * A second process for the data-dir lock test: opens the embedded database in the folder given as the
 * argument, says "open" on stdout, and holds it until killed (or says "refused: <message>" and exits).
 */
import { openDatabase } from '#server/db/client.ts';

try {
  await openDatabase({ dataDir: process.argv[2] });
  console.log('open');
  setInterval(() => undefined, 60_000);
} catch (error) {
  console.log(`refused: ${(error as Error).message.split('\n')[0]}`);
  process.exit(3);
}
