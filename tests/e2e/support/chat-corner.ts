import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** What a tap can act on, and alerts; the same list the chat button looks for under its corner. */
const ACTIONABLE =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"]), [role="alert"]';

/** The page's visible controls the chat button overlaps now, and how much of the button is on screen. */
function coverage(page: Page) {
  return page.evaluate((selector) => {
    const chat = document.querySelector('[data-testid="chat-button"]')!.getBoundingClientRect();
    const covered: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[data-testid="chat-button"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      // An alert is covered where its words are, not its padding: the lines of its text.
      const range = document.createRange();
      range.selectNodeContents(element);
      const boxes = element.matches('[role="alert"]') ? [...range.getClientRects()] : [box];
      if (
        boxes.some(
          (part) =>
            part.left < chat.right &&
            chat.left < part.right &&
            part.top < chat.bottom &&
            chat.top < part.bottom,
        )
      )
        covered.push((element.textContent ?? '').trim().slice(0, 40) || element.tagName);
    }
    return { covered, onScreen: Math.round(window.innerWidth - chat.left) };
  }, ACTIONABLE);
}

/**
 * Scrolls the page from top to bottom in 100 px steps: at no point does the floating chat button cover
 * a control or an alert of the page, and at least 24 px of it (WCAG's smallest target) stays on screen.
 */
export async function expectChatButtonClearOfControls(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let top = 0; top <= height + 99; top += 100) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), Math.min(top, height));
    await expect
      .poll(async () => (await coverage(page)).covered, { message: `scrolled ${top} px` })
      .toEqual([]);
    expect((await coverage(page)).onScreen).toBeGreaterThanOrEqual(24);
  }
}
