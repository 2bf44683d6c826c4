import { z } from 'zod';
import { CATEGORY_KEYS } from '../constants.ts';
import { QUESTION_ORDER, type TQuestion } from '../questionnaire.ts';
import { isQuestionOption } from '../questionnaire-mapping.ts';
import { recordId } from './record-id.ts';
import { text } from './text.ts';

/** The questionnaire mapping (decision 026): which options a device of each category and brand is offered. */

const ZQuestionSchema = z.enum(QUESTION_ORDER as readonly [TQuestion, ...TQuestion[]], {
  error: 'questionnaireAdmin.errors.optionInvalid',
});
const ZCategorySchema = z.enum(CATEGORY_KEYS, { error: 'questionnaireAdmin.errors.categoryInvalid' });

/** One offered option; `brands` are brand ids, empty for every brand. */
export const ZQuestionnaireRuleSchema = z.object({
  category: z.enum(CATEGORY_KEYS),
  question: z.enum(QUESTION_ORDER as readonly [TQuestion, ...TQuestion[]]),
  option: text(),
  brands: z.array(z.number().int()),
});

/** GET /api/questionnaire — the whole mapping, resolved by the web with questionnaireFor. */
export const ZQuestionnaireMappingSchema = z.object({ rules: z.array(ZQuestionnaireRuleSchema) });
export type TQuestionnaireMappingResponse = z.infer<typeof ZQuestionnaireMappingSchema>;

/** A brand the admin can restrict an option to, with the categories its models are in. */
export const ZQuestionnaireBrandSchema = z.object({
  id: z.number().int(),
  name: text(),
  isActive: z.boolean(),
  categories: z.array(z.enum(CATEGORY_KEYS)),
});
export type TQuestionnaireBrand = z.infer<typeof ZQuestionnaireBrandSchema>;

/** GET /api/admin/questionnaire — the mapping, the brands, and each category's version for the next save. */
export const ZAdminQuestionnaireSchema = z.object({
  rules: z.array(ZQuestionnaireRuleSchema),
  brands: z.array(ZQuestionnaireBrandSchema),
  versions: z.record(z.enum(CATEGORY_KEYS), text()),
});
export type TAdminQuestionnaire = z.infer<typeof ZAdminQuestionnaireSchema>;

export const ZQuestionnaireCategoryParamSchema = z.object({ category: ZCategorySchema });

/** The most rules a category can have: every option of every question. */
const MAX_RULES = 64;
const MAX_BRANDS = 200;

/** PUT /api/admin/questionnaire/:category — the category's offered options, at the version the admin saw. */
export const ZQuestionnaireUpdateSchema = z.object({
  version: text({ error: 'errors.adminCatalogue.versionRequired' }).min(
    1,
    'errors.adminCatalogue.versionRequired',
  ),
  rules: z
    .array(
      z
        .object({
          question: ZQuestionSchema,
          option: text({ error: 'questionnaireAdmin.errors.optionInvalid' }),
          brands: z
            .array(recordId('questionnaireAdmin.errors.brandUnknown'))
            .max(MAX_BRANDS)
            .refine((ids) => new Set(ids).size === ids.length, 'questionnaireAdmin.errors.brandUnknown'),
        })
        .refine((rule) => isQuestionOption(rule.question, rule.option), {
          message: 'questionnaireAdmin.errors.optionInvalid',
          path: ['option'],
        }),
    )
    .max(MAX_RULES)
    .refine(
      (rules) => new Set(rules.map((rule) => `${rule.question}.${rule.option}`)).size === rules.length,
      'questionnaireAdmin.errors.duplicateOption',
    ),
});
export type TQuestionnaireUpdate = z.output<typeof ZQuestionnaireUpdateSchema>;
