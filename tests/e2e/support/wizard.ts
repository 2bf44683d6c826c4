import type { Page } from '@playwright/test';
import type { TLocale } from '../../../src/core/constants.ts';
import { t } from './i18n.ts';
import { expect } from './test.ts';

/**
 * Answers every question of the condition step, whichever they are for the device: the first option of
 * each, and "none" of the functional issues. The step paints its first questions at once and the rest in
 * a deferred pass, so it answers what is attached until the step's own count reads "N of N answered".
 */
export async function answerShownQuestions(page: Page, locale: TLocale): Promise<void> {
  const questions = page.locator('fieldset[id^="question-"]');
  await expect(questions.last()).toBeAttached();
  const everyAnswered = new RegExp(
    t(locale, 'wizard.condition.answeredCount', { answered: '(\\d+)', total: '\\1' }).replace(/ /g, '\\s*'),
  );
  const answered = new Set<string>();
  await expect(async () => {
    for (const group of await questions.all()) {
      const id = (await group.getAttribute('id')) ?? '';
      if (answered.has(id)) continue;
      const none = group.getByRole('checkbox', { name: t(locale, 'questionnaire.functional.options.none') });
      if ((await none.count()) > 0) await none.check();
      else await group.locator('label').first().click();
      answered.add(id);
    }
    await expect(page.getByText(everyAnswered)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
