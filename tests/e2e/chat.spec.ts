import { mkdirSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import type { TLocale } from '../../src/core/constants.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { landingPath, LOCALES_UNDER_TEST, t } from './support/i18n.ts';
import { isPhoneProject, waitForFonts } from './support/page.ts';
import { expect, test as suiteTest } from './support/test.ts';

/**
 * The chat widget (spec §4, §5, §8, §9). A few tests ask the real built-in assistant; the others answer
 * /api/chat from the test (page.route) with the same event stream, or with 429/402/500.
 */

/** The suite's error check, except the browser's note about the chat's 402/429/5xx these tests cause on purpose. */
const test = suiteTest.extend({
  // Still automatic: an override keeps the options of the fixture it replaces.
  failOnPageErrors: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`Uncaught: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (/status of (402|404|429|500)/.test(message.text())) return;
      problems.push(`console.error: ${message.text()}`);
    });
    await use();
    expect(problems, 'the page reported errors').toEqual([]);
  },
});

const SCREENS = '.tmp/screens';

function sse(pieces: string[]): string {
  return `${pieces.map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`).join('')}data: [DONE]\n\n`;
}

/** Answers /api/chat from the test; `hold` (when given) keeps the reply back until it resolves. Returns the bodies sent. */
async function answerChat(page: Page, pieces: string[], hold?: Promise<void>) {
  const sent: { messages: { role: string; content: string }[]; locale?: string }[] = [];
  await page.route('**/api/chat', async (route: Route) => {
    sent.push(route.request().postDataJSON() as (typeof sent)[number]);
    await hold;
    await route.fulfill({ status: 200, headers: { 'Content-Type': 'text/event-stream' }, body: sse(pieces) });
  });
  return sent;
}

function widget(page: Page, locale: TLocale) {
  const panel = page.getByRole('dialog', { name: t(locale, 'chat.title') });
  return {
    button: page.getByTestId('chat-button'),
    panel,
    input: panel.getByRole('textbox', { name: t(locale, 'chat.inputLabel') }),
    send: panel.getByRole('button', { name: t(locale, 'chat.send'), exact: true }),
    messages: panel.getByRole('list', { name: t(locale, 'chat.conversation') }).getByRole('listitem'),
    toast: panel.getByRole('alert'),
  };
}

async function openChat(page: Page, locale: TLocale) {
  await page.goto(landingPath(locale));
  const chat = widget(page, locale);
  await page.getByRole('button', { name: t(locale, 'chat.open') }).click();
  await expect(chat.panel).toBeVisible();
  return chat;
}

test.describe('chat widget', () => {
  test('opens from the floating button into a 384 × 500 panel (the whole screen on a phone); Escape closes it', async ({
    page,
  }, testInfo) => {
    const chat = await openChat(page, 'th');

    await expect(chat.input).toBeFocused();
    const box = await chat.panel.boundingBox();
    const viewport = page.viewportSize()!;
    if (isPhoneProject(testInfo)) {
      expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    } else {
      expect(box).toMatchObject({ width: 384, height: 500 });
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }

    await page.keyboard.press('Escape');
    await expect(chat.panel).toBeHidden();
    await expect(page.getByRole('button', { name: t('th', 'chat.open') })).toBeFocused();
  });

  test('asks the built-in assistant in Thai and shows the reply growing as it streams', async ({ page }) => {
    const chat = await openChat(page, 'th');
    // Every length the reply goes through, as the page draws it.
    await page.evaluate(() => {
      const lengths: number[] = [];
      (window as unknown as { replyLengths: number[] }).replyLengths = lengths;
      new MutationObserver(() => {
        const replies = document.querySelectorAll('[data-testid="chat-log"] li[data-role="assistant"]');
        const last = replies[replies.length - 1]?.textContent?.length ?? 0;
        if (last !== lengths.at(-1)) lengths.push(last);
      }).observe(document.querySelector('[data-testid="chat-log"]')!, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });

    await chat.input.fill('ไอโฟน 13 128GB ได้เท่าไหร่');
    await chat.input.press('Enter');

    const reply = chat.messages.last();
    const start = reply.getByRole('link', { name: t('th', 'chat.link.valuation') });
    await expect(start).toBeVisible({ timeout: 15_000 });
    await expect(reply).toContainText('iPhone 13 128 GB');
    await expect(reply).toContainText('บาท');
    const lengths = await page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
    test.info().annotations.push({ type: 'reply lengths', description: lengths.join(', ') });
    // Grown in steps, not drawn at once: some part of the reply was on screen before the whole of it (a
    // starved test machine merges steps, so how many is not asked).
    const whole = lengths.at(-1) ?? 0;
    expect(
      lengths.filter((length) => length > 0 && length < whole).length,
      `lengths seen: ${lengths.join(', ')}`,
    ).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('chat-announcer')).toContainText('iPhone 13 128 GB');
    await expect(chat.input).toBeEnabled();

    await start.click();
    await expect(page).toHaveURL(/\/valuation\?brand=\d+&model=\d+&storage=128&ref=TRD-\d{6}-[A-Z0-9]{4}/);
    await expect(chat.panel).toBeHidden();
  });

  test('Enter sends and Shift+Enter makes a new line; blank text is ignored', async ({ page }) => {
    const chat = await openChat(page, 'en');
    const sent = await answerChat(page, ['Got it.']);

    await chat.input.press('Enter');
    await chat.input.fill('   ');
    await chat.input.press('Enter');
    await chat.send.click();
    await expect(chat.messages).toHaveCount(0);

    await chat.input.fill('first line');
    await chat.input.press('Shift+Enter');
    await chat.input.pressSequentially('second line');
    await expect(chat.input).toHaveValue('first line\nsecond line');
    expect(sent).toHaveLength(0);

    await chat.input.press('Enter');
    await expect(chat.messages.last()).toContainText('Got it.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      messages: [{ role: 'user', content: 'first line\nsecond line' }],
      locale: 'en',
    });
    await expect(chat.messages.first()).toContainText('first line\nsecond line');
    await expect(chat.input).toHaveValue('');
  });

  test('disables the box and the send button while a reply loads, and ignores another question', async ({
    page,
  }) => {
    const chat = await openChat(page, 'en');
    let release: () => void = () => {};
    const sent = await answerChat(
      page,
      ['Here ', 'you are.'],
      new Promise<void>((resolve) => (release = resolve)),
    );

    await chat.input.fill('How does selling work?');
    await chat.input.press('Enter');

    await expect(chat.input).toBeDisabled();
    await expect(chat.send).toBeDisabled();
    await expect(page.getByTestId('chat-typing')).toBeVisible();
    // Neither the (disabled) button nor Enter sends anything more while the reply loads.
    await chat.send.click({ force: true });
    await page.keyboard.press('Enter');
    // The route records the request a moment after the page has sent it: wait for that one.
    await expect.poll(() => sent.length).toBe(1);

    release();
    await expect(chat.messages.last()).toHaveText(/Here you are\.$/);
    await expect(chat.input).toBeEnabled();
    await expect(chat.send).toBeEnabled();
    await expect(chat.input).toBeFocused();
    expect(sent).toHaveLength(1);
  });

  for (const locale of LOCALES_UNDER_TEST) {
    test(`shows each failure as a toast in the page language (${locale})`, async ({ page }) => {
      const chat = await openChat(page, locale);
      const cases = [
        [429, 'chat.errors.rateLimited'],
        [402, 'chat.errors.creditRequired'],
        [500, 'chat.errors.sendFailed'],
      ] as const;
      for (const [status, key] of cases) {
        await page.unroute('**/api/chat');
        await page.route('**/api/chat', (route) =>
          route.fulfill({ status, json: { error: { code: 'X', messageKey: 'x', message: 'x' } } }),
        );
        await chat.input.fill(`question ${status}`);
        await chat.input.press('Enter');

        await expect(chat.toast).toHaveText(t(locale, key));
        await expect(chat.input).toBeEnabled();
      }
      // The questions stay; the empty replies that failed do not.
      await expect(chat.messages).toHaveCount(3);
      await chat.toast.getByRole('button', { name: t(locale, 'chat.dismiss') }).click();
      await expect(chat.toast).toBeHidden();
    });

    test(`the open panel with a conversation has no serious accessibility violations (${locale})`, async ({
      page,
    }, testInfo) => {
      const chat = await openChat(page, locale);
      await answerChat(page, [
        'Price: 9,570 THB.\nStart the valuation:\n',
        '/valuation?brand=1&model=20&storage=128&ref=TRD-261122-AB12',
      ]);
      await chat.input.fill(t(locale, 'chat.suggestions.price'));
      await chat.input.press('Enter');
      await expect(
        chat.messages.last().getByRole('link', { name: t(locale, 'chat.link.valuation') }),
      ).toBeVisible();

      await expectNoSeriousViolations(page, testInfo, `chat-panel-${locale}`);
    });

    test(`screenshot of the open panel with a real answer (${locale})`, async ({ page }, testInfo) => {
      const chat = await openChat(page, locale);
      await chat.panel.getByRole('button', { name: t(locale, 'chat.suggestions.price') }).click();
      await expect(
        chat.messages.last().getByRole('link', { name: t(locale, 'chat.link.valuation') }),
      ).toBeVisible({ timeout: 15_000 });
      await waitForFonts(page);
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({
        path: `${SCREENS}/chat-${locale}-${testInfo.project.name}.png`,
        animations: 'disabled',
      });
    });
  }
});
