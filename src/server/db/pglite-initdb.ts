/**
 * Creates an empty embedded database in the folder given as the argument, then exits. Run as a child
 * process by client.ts on the first start: PGlite's initdb holds three copies of the database in
 * WebAssembly memory (~1.1 GB), which a process never gives back, so the server would idle at
 * 500+ MB for the rest of its life. In a child that exits, the memory goes with it.
 */
import { PGlite } from '@electric-sql/pglite';

const location = process.argv[2];
if (!location) throw new Error('usage: node pglite-initdb.ts <folder>');
const client = await PGlite.create(location);
await client.close();
