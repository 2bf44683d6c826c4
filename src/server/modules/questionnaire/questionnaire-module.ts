import type { TConfig } from '../../config/env.ts';
import type { TDb } from '../../db/client.ts';
import type { TApiApp } from '../../http/api-app.ts';
import type { TQuotesService } from '../quotes/quotes.service.ts';
import { createQuestionnaireRepository } from './questionnaire.repository.ts';
import { registerQuestionnaireRoutes } from './questionnaire.routes.ts';
import { createQuestionnaireService } from './questionnaire.service.ts';

/**
 * The questionnaire mapping (decision 026): served to the wizard from the quotes service's snapshot, and
 * edited by admin. A save moves pricing_version (trigger), so every cache keyed by it follows.
 */
export function registerQuestionnaire(
  api: TApiApp,
  deps: { db: TDb; config: TConfig; quotesService: TQuotesService },
): void {
  const service = createQuestionnaireService({ db: deps.db, repository: createQuestionnaireRepository() });
  registerQuestionnaireRoutes(api, {
    service,
    publicMapping: () => deps.quotesService.questionnaireMapping(),
    trustProxy: deps.config.TRUST_PROXY,
  });
}
