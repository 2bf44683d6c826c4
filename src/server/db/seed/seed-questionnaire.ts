import { DEFAULT_QUESTIONNAIRE } from '#core/questionnaire-mapping.ts';
import type { TExecutor } from '../client.ts';
import { questionnaireOptions } from '../schema/index.ts';

/**
 * The default questionnaire mapping (decision 026), written only into an empty table: an option admin
 * took away stays away when the seed runs again. Returns the rows written.
 */
export async function seedQuestionnaire(db: TExecutor): Promise<number> {
  if ((await db.$count(questionnaireOptions)) > 0) return 0;
  await db
    .insert(questionnaireOptions)
    .values(DEFAULT_QUESTIONNAIRE.map((rule) => ({ ...rule, brands: [...rule.brands] })))
    .onConflictDoNothing();
  return DEFAULT_QUESTIONNAIRE.length;
}
