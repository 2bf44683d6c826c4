import { defineEndpoints, json } from '../api/endpoint.ts';
import {
  ZAdminQuestionnaireSchema,
  ZQuestionnaireCategoryParamSchema,
  ZQuestionnaireMappingSchema,
  ZQuestionnaireUpdateSchema,
} from './questionnaire.ts';

/** The questionnaire mapping (decision 026): public for the wizard, edited in Admin › Questionnaire. */
export const QUESTIONNAIRE_ENDPOINTS = defineEndpoints({
  'GET /api/questionnaire': {
    policy: 'public',
    tags: ['Catalogue'],
    summary: 'Which questions and options each category and brand is offered (resolve with questionnaireFor)',
    response: json(ZQuestionnaireMappingSchema, 'The mapping, brands by id'),
    cache: 'catalogue',
  },
  'GET /api/admin/questionnaire': {
    policy: ['admin'],
    tags: ['Admin › Questionnaire'],
    summary: 'The mapping with every brand and the version of each category',
    response: json(ZAdminQuestionnaireSchema, 'The mapping'),
  },
  'PUT /api/admin/questionnaire/:category': {
    policy: ['admin'],
    tags: ['Admin › Questionnaire'],
    summary: "Replace a category's offered options (audited)",
    params: ZQuestionnaireCategoryParamSchema,
    body: ZQuestionnaireUpdateSchema,
    response: json(ZAdminQuestionnaireSchema, 'The mapping after the change'),
    errors: { 400: 'An unknown option or brand, or a repeated option', 409: 'Changed meanwhile' },
  },
});
