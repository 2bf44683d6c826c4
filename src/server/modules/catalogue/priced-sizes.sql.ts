import { sql, type SQL } from 'drizzle-orm';
import { GRADES } from '#core/questionnaire.ts';
import { models, prices } from '../../db/schema/index.ts';

/**
 * What customers can be offered (issue 16): a storage size of a model only when every grade has a base
 * price, since the answers may land on any grade. A model without such a size is not offered, and a
 * brand without such a model is not listed. Shared by the public lists, the chat and the admin tabs.
 */

/** How many grades of the model's size `size` have a price (the unique key allows one per grade). */
const gradesPriced = (size: SQL) =>
  sql`(select count(*) from ${prices} where ${prices.modelId} = ${models.id} and ${prices.storageGb} = ${size})`;

/** The model's storage sizes with every grade priced, in the model's order. */
export const offeredSizes: SQL<number[]> = sql<number[]>`array(
  select size from unnest(${models.storageOptions}) with ordinality as option(size, position)
  where ${gradesPriced(sql`option.size`)} = ${GRADES.length} order by position)`;

/** Whether the model has at least one size with every grade priced. */
export const hasOfferedSize: SQL<boolean> = sql<boolean>`exists(
  select 1 from unnest(${models.storageOptions}) as option(size)
  where ${gradesPriced(sql`option.size`)} = ${GRADES.length})`;

/** Storage × grade cells of the model without a price (prices of sizes it no longer has not counted). */
export const missingPriceCount: SQL<number> = sql<number>`(cardinality(${models.storageOptions}) * ${GRADES.length}
  - (select count(*) from ${prices} where ${prices.modelId} = ${models.id}
     and ${prices.storageGb} = any(${models.storageOptions})))::int`;
