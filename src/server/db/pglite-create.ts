/**
 * Creates an empty embedded database in the folder given as the argument, then exits. Run as a child
 * process by client.ts on a first start, so the server keeps none of the memory it takes: from the
 * installed PGlite version's saved empty database (pglite-template.ts; ~330 MB, a few seconds), or,
 * without one, with PGlite's initdb (two PostgreSQL instances side by side, 600+ MB, 10–25 s).
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_SETTINGS, readPgliteTemplate } from './pglite-template.ts';

const location = process.argv[2];
if (!location) throw new Error('usage: node pglite-create.ts <folder>');
const template = readPgliteTemplate();
if (!template)
  console.warn(`No saved empty database for this PGlite version: initdb (npm run db:pglite-template)`);
const client = await PGlite.create(location, { loadDataDir: template, postgresqlconf: PGLITE_SETTINGS });
await client.close();
