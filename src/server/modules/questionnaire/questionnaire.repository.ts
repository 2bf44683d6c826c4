import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TCategoryKey } from '#core/constants.ts';
import {
  isQuestionOption,
  withBrandIds,
  type TQuestionnaireMapping,
  type TQuestionnaireRule,
} from '#core/questionnaire-mapping.ts';
import type { TQuestionnaireBrand } from '#core/contracts/questionnaire.ts';
import type { TExecutor } from '../../db/client.ts';
import { brands, categories, models, questionnaireOptions } from '../../db/schema/index.ts';

/** The stored mapping, brands by slug; rows naming an unknown question or option are left out. */
export async function readStoredQuestionnaire(executor: TExecutor): Promise<TQuestionnaireRule<string>[]> {
  const rows = await executor
    .select({
      category: questionnaireOptions.category,
      question: questionnaireOptions.question,
      option: questionnaireOptions.option,
      brands: questionnaireOptions.brands,
    })
    .from(questionnaireOptions);
  return rows.flatMap((row) =>
    isQuestionOption(row.question, row.option)
      ? [{ ...row, category: row.category as TCategoryKey, question: row.question }]
      : [],
  );
}

/** The mapping as the server and the web use it: brands by id (decision 026). */
export async function readQuestionnaireMapping(executor: TExecutor): Promise<TQuestionnaireMapping> {
  const stored = await readStoredQuestionnaire(executor);
  const brandRows = await executor.select({ id: brands.id, slug: brands.slug }).from(brands);
  return withBrandIds(stored, new Map(brandRows.map((row) => [row.slug, row.id])));
}

export function createQuestionnaireRepository() {
  return {
    readStored: readStoredQuestionnaire,
    readMapping: readQuestionnaireMapping,

    /** Every brand with the categories it is known for (its own and its models'), by name. */
    async listBrands(executor: TExecutor): Promise<(TQuestionnaireBrand & { slug: string })[]> {
      const rows = await executor
        .select({
          id: brands.id,
          slug: brands.slug,
          name: brands.name,
          isActive: brands.isActive,
          category: categories.key,
          modelCategories: sql<string[]>`coalesce(array(
            select distinct c.key from ${models} m join ${categories} c on c.id = m.category_id
            where m.brand_id = ${brands.id}), '{}')`,
        })
        .from(brands)
        .innerJoin(categories, eq(categories.id, brands.categoryId))
        .orderBy(brands.name);
      return rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        isActive: row.isActive,
        categories: [...new Set([row.category, ...row.modelCategories])] as TCategoryKey[],
      }));
    },

    /** Slugs of the brands with these ids (unknown ids are absent). */
    async slugsOf(executor: TExecutor, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({ id: brands.id, slug: brands.slug })
        .from(brands)
        .where(inArray(brands.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.slug]));
    },

    /** Replaces a category's rows (one statement each way: the pricing version moves once per statement). */
    async replaceCategory(
      tx: TExecutor,
      category: TCategoryKey,
      rules: readonly { question: string; option: string; brands: readonly string[] }[],
    ): Promise<void> {
      await tx.delete(questionnaireOptions).where(and(eq(questionnaireOptions.category, category)));
      if (rules.length === 0) return;
      await tx.insert(questionnaireOptions).values(
        rules.map((rule) => ({
          category,
          question: rule.question,
          option: rule.option,
          brands: [...rule.brands],
        })),
      );
    },

    /** Locks a category's rows for the save (two admins saving at once: the second sees the first's change). */
    async lockCategory(tx: TExecutor, category: TCategoryKey): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`questionnaire:${category}`}))`);
    },
  };
}

export type TQuestionnaireRepository = ReturnType<typeof createQuestionnaireRepository>;
