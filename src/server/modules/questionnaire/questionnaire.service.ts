import { createHash } from 'node:crypto';
import { CATEGORY_KEYS, type TCategoryKey } from '#core/constants.ts';
import type { TAdminQuestionnaire, TQuestionnaireUpdate } from '#core/contracts/questionnaire.ts';
import { withBrandIds, type TQuestionnaireRule } from '#core/questionnaire-mapping.ts';
import type { TDb, TExecutor } from '../../db/client.ts';
import { writeAudit, type TAuditActor } from '../../db/audit.ts';
import { AppError } from '../../http/errors.ts';
import type { TQuestionnaireRepository } from './questionnaire.repository.ts';

type TStoredRule = TQuestionnaireRule<string>;

/** A category's rows in a stable order, as the audit log and the version see them. */
function canonical(rules: readonly TStoredRule[], category: TCategoryKey) {
  return rules
    .filter((rule) => rule.category === category)
    .map((rule) => ({ question: rule.question, option: rule.option, brands: [...rule.brands].sort() }))
    .sort((a, b) => `${a.question}.${a.option}`.localeCompare(`${b.question}.${b.option}`));
}

/** What the admin saw of a category: a digest of its rows, so a save over someone else's is a 409. */
function versionOf(rules: readonly TStoredRule[], category: TCategoryKey): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(rules, category)))
    .digest('base64url')
    .slice(0, 22);
}

export function createQuestionnaireService(deps: { db: TDb; repository: TQuestionnaireRepository }) {
  const { db, repository } = deps;

  async function adminView(executor: TExecutor): Promise<TAdminQuestionnaire> {
    const stored = await repository.readStored(executor);
    const brandList = await repository.listBrands(executor);
    const rules = withBrandIds(stored, new Map(brandList.map((brand) => [brand.slug, brand.id])));
    const versions = Object.fromEntries(
      CATEGORY_KEYS.map((category) => [category, versionOf(stored, category)]),
    ) as Record<TCategoryKey, string>;
    return {
      rules: rules.map((rule) => ({ ...rule, brands: [...rule.brands] })),
      brands: brandList.map(({ slug: _slug, ...brand }) => brand),
      versions,
    };
  }

  return {
    get: (): Promise<TAdminQuestionnaire> => adminView(db),

    /**
     * Replaces the options a category offers, if nobody saved it since the admin loaded it; audited with
     * before and after (brands by slug). Moves the pricing version: quotes, the wizard and the chat follow.
     */
    async update(
      category: TCategoryKey,
      input: TQuestionnaireUpdate,
      actor: TAuditActor,
    ): Promise<TAdminQuestionnaire> {
      return db.transaction(async (tx) => {
        await repository.lockCategory(tx, category);
        const stored = await repository.readStored(tx);
        if (versionOf(stored, category) !== input.version) {
          throw new AppError(
            'CONFLICT',
            'errors.conflict',
            `The ${category} questionnaire changed meanwhile`,
          );
        }
        const slugs = await repository.slugsOf(tx, [...new Set(input.rules.flatMap((rule) => rule.brands))]);
        const unknown = input.rules.flatMap((rule, index) =>
          rule.brands.some((id) => !slugs.has(id)) ? [index] : [],
        );
        if (unknown.length > 0) {
          throw new AppError(
            'VALIDATION',
            'questionnaireAdmin.errors.brandUnknown',
            'A brand does not exist',
            unknown.map((index) => ({
              path: `rules.${index}.brands`,
              messageKey: 'questionnaireAdmin.errors.brandUnknown',
            })),
          );
        }
        const after: TStoredRule[] = input.rules.map((rule) => ({
          category,
          question: rule.question,
          option: rule.option,
          brands: rule.brands.map((id) => slugs.get(id)!),
        }));
        await repository.replaceCategory(tx, category, after);
        await writeAudit(tx, actor, {
          action: 'questionnaire.update',
          targetType: 'questionnaire',
          targetId: category,
          details: { before: canonical(stored, category), after: canonical(after, category) },
        });
        return adminView(tx);
      });
    },
  };
}

export type TQuestionnaireService = ReturnType<typeof createQuestionnaireService>;
