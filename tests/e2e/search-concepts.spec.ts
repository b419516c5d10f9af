import {expect, test} from '@playwright/test';
import {input, openSearch, results} from './search-support';

/**
 * Questions and concepts typed into the search dialog (issue 41, open): "subject rights status
 * webhook" is not here while the keys page's webhook secrets outrank its answer since
 * 2026-11-28's guide changes; the bench's concept set (bench/queries-concepts.json) still
 * measures it.
 *
 * Questions and concepts typed into the search dialog: the first result's first section
 * (the row under it the reader opens), or the first result itself when it lists none, is the
 * section that answers. Each test is named for the reader's question; `wanted` lists the sections
 * that answer it (the guide's and the API reference's own topic). Run on the built site's index,
 * as a first visit loads it (the split index).
 */

const CASES = [
  {question: 'how fast may I call the API?', query: 'rate limit', wanted: ['/customer-rest-api#rate-limits', '/customer-rest-api/developer-api-doc#section/Rate-limits', '/uc/core-api/openapi#section/Rate-limits']},
  {
    question: 'how long is an idempotency key kept?',
    query: 'idempotency key retention',
    wanted: ['/customer-rest-api#idempotent-retries', '/customer-rest-api/developer-api-doc#section/Idempotent-retries', '/uc/core-api/openapi#section/Idempotent-retries'],
  },
  {
    question: 'how do I test without production data?',
    query: 'test mode',
    // The keys page's "Test-mode keys" (the first step, linking the testing section) answers too.
    wanted: ['/customer-rest-api#testing-without-production-data', '/customer-rest-api/authentication#test-mode-keys', '/customer-rest-api/developer-api-doc#section/Testing', '/uc/core-api/openapi#section/Testing'],
  },
  {
    question: 'when may I retry after a 503?',
    query: 'retry after 503',
    wanted: ['/customer-rest-api#back-off-and-retries', '/customer-rest-api/developer-api-doc#section/Timeouts-and-retries', '/uc/core-api/openapi#section/Timeouts-and-request-IDs'],
  },
  {question: 'how long does a page token work?', query: 'pagination token expiry', wanted: ['/customer-rest-api#pagination', '/customer-rest-api/developer-api-doc#section/Pagination']},
  {question: 'where do I find the ID of a failed request?', query: 'request id', wanted: ['/customer-rest-api#errors', '/customer-rest-api/developer-api-doc#section/Errors', '/uc/core-api/openapi#section/Timeouts-and-request-IDs']},
  {question: 'what is a consent key?', query: 'what is a consent key', wanted: ['/customer-rest-api/authentication#consent-keys', '/uc/#keys']},
];

test.describe.configure({timeout: 60_000});

for (const {question, query, wanted} of CASES) {
  test(`${question} ("${query}" shows the section that answers first)`, async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await input(page).fill(query);
    const options = results(page).getByRole('option');
    await expect(options.first()).toBeVisible();
    // The first result, and the first section listed under it (its URL is the result's plus an anchor).
    const [first, second] = await Promise.all([options.nth(0).getAttribute('href'), options.nth(1).getAttribute('href')]);
    const answer = second && first && second.startsWith(first) && second !== first ? second : first;
    const normal = (url: string | null) => (url ?? '').replace(/\/(#|$)/, '$1');
    expect(wanted.map(normal)).toContain(normal(answer));
    // The reader opens it and lands on that section.
    await options.nth(answer === first ? 0 : 1).click();
    await expect(page).toHaveURL((url) => normal(`${url.pathname}${url.hash}`) === normal(answer));
  });
}
