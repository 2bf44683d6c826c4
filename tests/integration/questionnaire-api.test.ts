import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import {
  ZAdminQuestionnaireSchema,
  ZQuestionnaireMappingSchema,
  type TAdminQuestionnaire,
} from '#core/contracts/questionnaire.ts';
import type { TAnswersInput } from '#core/contracts/quotes.ts';
import { offeredOptions, questionnaireFor } from '#core/questionnaire-mapping.ts';
import { auditLog, questionnaireOptions } from '#server/db/schema/index.ts';
import { expectError, okBody, signInStaff } from '../support/admin-catalogue-api.ts';
import { createBrand, createModel } from '../support/factories.ts';
import { createPrices, createPricingSettings } from '../support/pricing-factories.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { phoneAnswers, quoteBody } from '../support/trade-in-factories.ts';

const testApp = useTestApp();

const PRINTER: TAnswersInput = {
  warranty: 'expired',
  body: 'noScratch',
  accessories: 'noBox',
  functional: [],
};

/** An Apple and a Samsung phone and an Epson printer, priced, with the seeded questionnaire. */
async function arrange() {
  await createPricingSettings(testApp.db);
  const apple = await createBrand(testApp.db, { name: 'Apple', slug: 'apple' });
  const samsung = await createBrand(testApp.db, { name: 'Samsung', slug: 'samsung' });
  const epson = await createBrand(testApp.db, { name: 'Epson', slug: 'epson', category: 'printer' });
  const iphone = await createModel(testApp.db, {
    brandId: apple.id,
    category: 'phone',
    storageOptions: [128],
  });
  const galaxy = await createModel(testApp.db, {
    brandId: samsung.id,
    category: 'phone',
    storageOptions: [128],
  });
  const printer = await createModel(testApp.db, {
    brandId: epson.id,
    category: 'printer',
    storageOptions: [0],
  });
  await createPrices(testApp.db, iphone.id, 128);
  await createPrices(testApp.db, galaxy.id, 128);
  await createPrices(testApp.db, printer.id, 0);
  return { apple, samsung, epson, iphone, galaxy, printer };
}

const postQuote = (body: unknown) => postJson(testApp.app, '/api/quotes', body);

async function expect400(response: Response, messageKey: string, path: string) {
  expect(response.status, await response.clone().text()).toBe(400);
  const { error } = ZErrorBodySchema.parse(await response.json());
  expect(error).toMatchObject({ code: 'VALIDATION', messageKey });
  expect(error.details).toEqual([{ path, messageKey }]);
}

describe('POST /api/quotes with the questionnaire mapping', () => {
  it('refuses "Model ZP" for a Samsung phone with a clear 400, and prices it for an iPhone', async () => {
    const { iphone, galaxy } = await arrange();
    const zp = phoneAnswers({ modelType: 'zp' });

    await expect400(
      await postQuote(quoteBody(galaxy.id, { answers: zp })),
      'questionnaireAdmin.errors.optionNotOffered',
      'answers.modelType',
    );
    expect((await postQuote(quoteBody(iphone.id, { answers: zp }))).status).toBe(201);
    expect((await postQuote(quoteBody(galaxy.id, { answers: phoneAnswers() }))).status).toBe(201);
  });

  it('refuses "calls" for a printer, and a missing answer to a question it is asked', async () => {
    const { printer } = await arrange();
    const body = (answers: Partial<TAnswersInput>) =>
      quoteBody(printer.id, {
        storageGb: 0,
        year: 2024,
        answers: { ...PRINTER, ...answers } as TAnswersInput,
      });

    await expect400(
      await postQuote(body({ functional: ['calls'] })),
      'questionnaireAdmin.errors.optionNotOffered',
      'answers.functional',
    );
    await expect400(
      await postQuote(body({ warranty: undefined })),
      'errors.quote.answerMissing',
      'answers.warranty',
    );
    await expect400(
      await postQuote(body({ battery: 'over80' })),
      'errors.quote.answerNotApplicable',
      'answers.battery',
    );
    expect((await postQuote(body({ functional: ['power'] }))).status).toBe(201);
  });
});

describe('Admin › Questionnaire', () => {
  const categoryRules = (view: TAdminQuestionnaire, category: string) =>
    view.rules
      .filter((rule) => rule.category === category)
      .map(({ question, option, brands }) => ({ question, option, brands }));

  it('a change reaches the public mapping and the quotes at once, and is audited', async () => {
    const { samsung, galaxy } = await arrange();
    const admin = await signInStaff(testApp.app, testApp.db);
    const before = await okBody(
      await admin.call('GET', '/api/admin/questionnaire'),
      ZAdminQuestionnaireSchema,
    );
    expect(before.brands.map((brand) => brand.name)).toEqual(['Apple', 'Epson', 'Samsung']);
    // Warm the quotes service's snapshot, so the change must invalidate it.
    expect((await postQuote(quoteBody(galaxy.id, { answers: phoneAnswers() }))).status).toBe(201);

    // "Model ZP" for Samsung too; "backCoverBent" no longer offered.
    const rules = categoryRules(before, 'phone')
      .filter((rule) => !(rule.question === 'body' && rule.option === 'backCoverBent'))
      .map((rule) =>
        rule.question === 'modelType' && rule.option === 'zp'
          ? { ...rule, brands: [...rule.brands, samsung.id] }
          : rule,
      );
    const after = await okBody(
      await admin.call('PUT', '/api/admin/questionnaire/phone', { version: before.versions.phone, rules }),
      ZAdminQuestionnaireSchema,
    );
    expect(after.versions.phone).not.toBe(before.versions.phone);
    expect(after.versions.printer).toBe(before.versions.printer);

    const published = await okBody(
      await testApp.app.request('/api/questionnaire'),
      ZQuestionnaireMappingSchema,
    );
    const galaxyAsked = questionnaireFor(published.rules, 'phone', samsung.id);
    expect(offeredOptions(galaxyAsked, 'modelType')).toContain('zp');
    expect(offeredOptions(galaxyAsked, 'body')).not.toContain('backCoverBent');
    expect(
      (await postQuote(quoteBody(galaxy.id, { answers: phoneAnswers({ modelType: 'zp' }) }))).status,
    ).toBe(201);
    await expect400(
      await postQuote(quoteBody(galaxy.id, { answers: phoneAnswers({ body: 'backCoverBent' }) })),
      'questionnaireAdmin.errors.optionNotOffered',
      'answers.body',
    );

    const stored = await testApp.db
      .select({ brands: questionnaireOptions.brands })
      .from(questionnaireOptions)
      .where(and(eq(questionnaireOptions.category, 'phone'), eq(questionnaireOptions.option, 'zp')));
    expect(stored).toEqual([{ brands: ['apple', 'samsung'] }]);
    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'questionnaire.update'));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      targetType: 'questionnaire',
      targetId: 'phone',
    });
    expect(JSON.stringify(audit?.details)).toContain('backCoverBent');
  });

  it('follows a renamed brand slug', async () => {
    const { apple } = await arrange();
    await testApp.db.execute(
      // The rename as any writer makes it (the admin's form and the import update the row the same way).
      (await import('drizzle-orm')).sql`update brands set slug = 'apple-inc' where id = ${apple.id}`,
    );
    const [zp] = await testApp.db
      .select({ brands: questionnaireOptions.brands })
      .from(questionnaireOptions)
      .where(and(eq(questionnaireOptions.category, 'phone'), eq(questionnaireOptions.option, 'zp')));
    expect(zp).toEqual({ brands: ['apple-inc'] });
  });

  it('refuses a stale save (409), an unknown brand and an option of another question (400), and non-admins', async () => {
    await arrange();
    const admin = await signInStaff(testApp.app, testApp.db);
    const view = await okBody(await admin.call('GET', '/api/admin/questionnaire'), ZAdminQuestionnaireSchema);
    const rules = categoryRules(view, 'printer');

    await expectError(
      await admin.call('PUT', '/api/admin/questionnaire/printer', { version: 'stale', rules }),
      409,
      'errors.conflict',
    );
    await expectError(
      await admin.call('PUT', '/api/admin/questionnaire/printer', {
        version: view.versions.printer,
        rules: [...rules, { question: 'functional', option: 'camera', brands: [999_999] }],
      }),
      400,
      'questionnaireAdmin.errors.brandUnknown',
    );
    await expectError(
      await admin.call('PUT', '/api/admin/questionnaire/printer', {
        version: view.versions.printer,
        rules: [...rules, { question: 'battery', option: 'cracked', brands: [] }],
      }),
      400,
      'questionnaireAdmin.errors.optionInvalid',
    );
    const engineer = await signInStaff(testApp.app, testApp.db, ['engineer']);
    expect((await engineer.call('GET', '/api/admin/questionnaire')).status).toBe(403);
    // Nothing changed.
    const again = await okBody(
      await admin.call('GET', '/api/admin/questionnaire'),
      ZAdminQuestionnaireSchema,
    );
    expect(again.versions).toEqual(view.versions);
  });
});
