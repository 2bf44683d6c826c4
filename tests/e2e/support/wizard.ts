import type { Page } from '@playwright/test';
import type { TLocale } from '../../../src/core/constants.ts';
import { t } from './i18n.ts';
import { expect } from './test.ts';

/**
 * Answers every question the condition step shows, whichever they are for the device: the first option
 * of each, and "none" of the functional issues.
 */
export async function answerShownQuestions(page: Page, locale: TLocale): Promise<void> {
  const questions = page.locator('fieldset[id^="question-"]');
  await expect(questions.last()).toBeAttached();
  for (const group of await questions.all()) {
    const none = group.getByRole('checkbox', { name: t(locale, 'questionnaire.functional.options.none') });
    if ((await none.count()) > 0) await none.check();
    else await group.locator('label').first().click();
  }
}
