import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { RECORD_TABLES } from './workflow-tables.ts';

/**
 * Decision 016: no code but the workflow module writes the state of a record the workflow owns. This
 * reads every source file of the server and the core and reports, outside src/server/modules/workflow, a
 * `status` written to one of the workflow's tables through Drizzle (`.update(table).set({ status })`,
 * `.insert(table).values({ status })`) or in SQL text (`update table set … status =`,
 * `insert into table (… status …)`). A new kind of record is covered once its table is in RECORD_TABLES.
 */
const SRC = fileURLToPath(new URL('../../../', import.meta.url));
const WORKFLOW_DIR = path.join(SRC, 'server', 'modules', 'workflow');

const workflowTables = new Set<unknown>(Object.values(RECORD_TABLES).map((spec) => spec.table));
/** The tables' names in code (`tradeIns`) and in SQL (`trade_ins`). */
const TABLE_IDENTIFIERS = Object.entries(schema)
  .filter(([, value]) => workflowTables.has(value))
  .map(([name]) => name);
const TABLE_NAMES = [...workflowTables].map((table) => getTableConfig(table as PgTable).name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The table a `.set()`/`.values()` call writes: the argument of the `.update()`/`.insert()` before it. */
function writtenTable(call: ts.CallExpression, source: ts.SourceFile): string | undefined {
  let node: ts.Expression = call.expression;
  while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['update', 'insert'].includes(node.expression.name.text)
    ) {
      return node.arguments[0]?.getText(source);
    }
    node = ts.isCallExpression(node) ? node.expression : node.expression;
  }
  return undefined;
}

const writesStatusProperty = (literal: ts.ObjectLiteralExpression, source: ts.SourceFile) =>
  literal.properties.some(
    (property) =>
      (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
      property.name.getText(source).replace(/['"]/g, '') === 'status',
  );

function sqlWritesStatus(text: string, tableNames: readonly string[]): boolean {
  return tableNames.some((name) => {
    const table = `(?:"?public"?\\.)?"?${name}"?`;
    const update = new RegExp(
      `\\bupdate\\s+${table}\\s[\\s\\S]*?\\bset\\b[\\s\\S]*?[\\s,"]status"?\\s*=`,
      'i',
    );
    const insert = new RegExp(`\\binsert\\s+into\\s+${table}\\s*\\(([^)]*[\\s,"(]status"?[\\s,)])`, 'i');
    return update.test(text) || insert.test(text);
  });
}

/** Places in one file's text that write a status of the given tables (file:line). */
export function statusWrites(
  fileName: string,
  text: string,
  tables: { identifiers: readonly string[]; names: readonly string[] },
): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['set', 'values'].includes(node.expression.name.text)
    ) {
      const table = writtenTable(node, source);
      const literals = node.arguments.flatMap((argument) =>
        ts.isArrayLiteralExpression(argument) ? [...argument.elements] : [argument],
      );
      const writes = literals.some(
        (literal) => ts.isObjectLiteralExpression(literal) && writesStatusProperty(literal, source),
      );
      if (writes && table !== undefined && tables.identifiers.includes(table)) found.push(where(node));
    }
    if (ts.isTaggedTemplateExpression(node) && sqlWritesStatus(node.template.getText(source), tables.names)) {
      found.push(where(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the workflow module is the only writer of a status', () => {
  it('knows the tables of every record kind that has one', () => {
    expect(TABLE_IDENTIFIERS.sort()).toEqual([
      'dealers',
      'deliveries',
      'payments',
      'priceProposals',
      'requotes',
      'sales',
      'tradeIns',
      'vouchers',
      'warehouseItems',
    ]);
    expect(TABLE_NAMES.sort()).toEqual([
      'dealers',
      'deliveries',
      'payments',
      'price_proposals',
      'requotes',
      'sales',
      'trade_ins',
      'vouchers',
      'warehouse_items',
    ]);
  });

  it('finds no other code that writes one', () => {
    const offenders = [...sourceFiles(path.join(SRC, 'server')), ...sourceFiles(path.join(SRC, 'core'))]
      .filter((file) => !file.startsWith(WORKFLOW_DIR + path.sep))
      .flatMap((file) =>
        statusWrites(path.relative(SRC, file), readFileSync(file, 'utf8'), {
          identifiers: TABLE_IDENTIFIERS,
          names: TABLE_NAMES,
        }),
      );
    expect(offenders).toEqual([]);
  }, 30_000);

  it('would find each way of writing one, and not reads or other tables', () => {
    const tables = { identifiers: ['tradeIns', 'warehouseItems'], names: ['trade_ins', 'warehouse_items'] };
    const writes = [
      "db.update(tradeIns).set({ status: 'settled' }).where(eq(tradeIns.id, 1))",
      "tx.update(tradeIns).set({ 'status': to, version: 2 })",
      "tx.insert(tradeIns).values([{ reference, status: 'new' }]).returning()",
      'const status = x; db.insert(warehouseItems).values({ status })',
      "db.execute(sql`update trade_ins set version = 2, status = 'settled' where id = 1`)",
      'db.execute(sql`insert into "warehouse_items" (trade_in_id, status) values (1, ${state})`)',
    ];
    for (const sample of writes) expect(statusWrites('sample.ts', sample, tables), sample).toHaveLength(1);
    const others = [
      "db.select().from(tradeIns).where(eq(tradeIns.status, 'new'))",
      "db.execute(sql`select status from trade_ins where status = 'new'`)",
      "db.update(tradeIns).set({ adminNotes }).where(eq(tradeIns.status, 'new'))",
      "db.update(mfaFactors).set({ status: 'verified' })",
      "db.execute(sql`update mfa_factors set status = 'verified'`)",
    ];
    for (const sample of others) expect(statusWrites('sample.ts', sample, tables), sample).toEqual([]);
  });
});
