import {expect, test} from '@playwright/test';
import {input, openSearch, results} from './search-support';
import {CONCEPT_QUESTIONS, comparablePath as normal} from '../fixtures/search/conceptQuestions';

/**
 * Questions and concepts typed into the search dialog: the first result's first section (the row
 * under it the reader opens), or the first result itself when it lists none, is the section that
 * answers (tests/fixtures/search/conceptQuestions.ts). Each test is named for the reader's
 * question. Run on the built site's index, as a first visit loads it (the split index).
 */

test.describe.configure({timeout: 60_000});

for (const {question, query, wanted} of CONCEPT_QUESTIONS) {
  test(`${question} ("${query}" shows the section that answers first)`, async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await input(page).fill(query);
    const options = results(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    // The first result, and the first section listed under it (its URL is the result's plus an anchor).
    const [first, second] = await Promise.all([options.nth(0).getAttribute('href'), options.nth(1).getAttribute('href')]);
    const answer = second && first && second.startsWith(first) && second !== first ? second : first;
    expect(wanted.map(normal)).toContain(normal(answer));
    // The reader opens it and lands on that section.
    await options.nth(answer === first ? 0 : 1).click();
    await expect(page).toHaveURL((url) => normal(`${url.pathname}${url.hash}`) === normal(answer));
  });
}
