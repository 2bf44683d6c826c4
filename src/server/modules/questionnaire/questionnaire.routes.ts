import type { TQuestionnaireMapping } from '#core/questionnaire-mapping.ts';
import { principalOf } from '../../http/access-policy.ts';
import type { TApiApp } from '../../http/api-app.ts';
import { clientIp } from '../../http/client-ip.ts';
import { endpointServer } from '../../http/endpoint.ts';
import type { TQuestionnaireService } from './questionnaire.service.ts';

export function registerQuestionnaireRoutes(
  app: TApiApp,
  deps: {
    service: TQuestionnaireService;
    /** The mapping quotes are checked against (the quotes service's snapshot): the wizard asks exactly that. */
    publicMapping: () => Promise<TQuestionnaireMapping>;
    trustProxy: boolean;
  },
): void {
  const serve = endpointServer(app);
  serve('GET /api/questionnaire', async () => ({
    rules: (await deps.publicMapping()).map((rule) => ({ ...rule, brands: [...rule.brands] })),
  }));
  serve('GET /api/admin/questionnaire', () => deps.service.get());
  serve('PUT /api/admin/questionnaire/:category', ({ params, body }, c) =>
    deps.service.update(params.category, body, {
      userId: principalOf(c).userId,
      ip: clientIp(c, deps.trustProxy),
    }),
  );
}
