import type { Page } from '@playwright/test';
import { changeSettings, expect, open, test, withoutPopups } from './support';

/**
 * Language of parts in the browser (WCAG 3.1.2; the server's HTML is checked page by page in
 * tests/api/pages-language.test.ts): the demo's Korean posts and reviews on English pages keep
 * `lang="ko"` once React has hydrated them (a dropped hydration fails any test, see support.ts), on
 * a page drawn in the browser after a link, and in the main page's review carousel, which only the
 * browser draws.
 */

/** The Korean texts of the page (text and the attributes read aloud) whose nearest `lang` is not "ko". */
function unmarkedKorean(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hangul = /\p{Script=Hangul}/u;
    const langOf = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template') || !hangul.test(node.textContent ?? '')) continue;
      if (langOf(parent) !== 'ko') found.push(`<${parent.localName}> ${node.textContent!.trim().slice(0, 60)}`);
    }
    for (const el of document.body.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value && hangul.test(value) && langOf(el) !== 'ko') found.push(`<${el.localName} ${name}="${value}">`);
      }
    }
    return found;
  });
}

test('Korean from data on English pages keeps lang="ko" after hydration, after a link and in the review carousel', async ({
  page,
  request,
}) => {
  await withoutPopups(page);
  const restore = await changeSettings(request, { onReview: true });
  try {
    await open(page, '/en/boards/news/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).toHaveAttribute('lang', 'ko');
    expect(await unmarkedKorean(page)).toEqual([]);

    // The board's list, drawn in the browser after the link.
    await page.locator('.notice__kicker a').click();
    await expect(page).toHaveURL(/\/en\/boards\/news$/);
    await expect(page.getByTestId('board-posts').locator('[lang="ko"]').first()).toBeVisible();
    expect(await unmarkedKorean(page)).toEqual([]);

    // The main page's review cards, fetched and drawn in the browser when the carousel comes near.
    await open(page, '/en');
    const reviews = page.getByTestId('review-section');
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.locator('.review-slide h3').first()).toHaveAttribute('lang', 'ko');
    expect(await unmarkedKorean(page)).toEqual([]);
  } finally {
    await restore();
  }
});
