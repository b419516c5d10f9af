import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';
import {load} from 'js-yaml';
import {gotoHydrated} from './support';
import {input, openSearch, results} from './search-support';

/**
 * The topics of each reference's introduction (Rate limits, Errors, Pagination, Idempotent
 * retries, Versioning, Testing...), as a reader reaches them (issue 43, item 2): from the
 * reference's navigation, from a "see Rate limits" in the reference's own text, and from the site
 * search. Each topic is a `##` heading of the document's `info.description`.
 */

const REFERENCES = [
  {route: '/customer-rest-api/developer-api-doc', file: 'customer-rest-api.yaml', name: 'Customer REST API'},
  {route: '/uc/core-api/openapi', file: 'unified-consent-api.yaml', name: 'Unified consent API'},
].map((ref) => {
  const document = load(readFileSync(join(__dirname, '../../openapi', ref.file), 'utf8')) as {info: {description: string}};
  const topics = [...document.info.description.matchAll(/^## (.+)$/gm)].map((match) => match[1].trim());
  return {...ref, topics};
});

test.describe.configure({timeout: 90_000});

for (const ref of REFERENCES) {
  test.describe(ref.route, () => {
    test('the navigation lists every introduction topic, and each entry opens its topic at its own address', async ({page}) => {
      expect(ref.topics.length).toBeGreaterThan(5);
      await page.setViewportSize({width: 1280, height: 800});
      await gotoHydrated(page, ref.route);
      const nav = page.getByRole('navigation', {name: `${ref.name} reference`});
      const introduction = nav.getByRole('listitem').filter({has: page.getByRole('link', {name: 'Introduction', exact: true})});
      for (const topic of ref.topics) {
        const entry = introduction.getByRole('link', {name: topic, exact: true});
        await entry.click({timeout: 10_000});
        await expect(page).toHaveURL((url) => url.pathname === ref.route && url.hash.startsWith('#section/'));
        const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
        // The address lands on the topic's heading, in view.
        const heading = page.locator(`[id="${id}"] > h2`);
        await expect(heading, topic).toHaveText(topic);
        await expect(heading, topic).toBeInViewport();
      }
    });

    test('a "see <topic>" in the reference text is a link to that topic', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await gotoHydrated(page, ref.route);
      // Text (outside links and headings) that sends the reader to a topic by name.
      const unlinked = await page.locator('main').evaluate((main, topics) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest('a, h1, h2, h3, h4, code, pre')) continue;
          const text = (node.textContent ?? '').toLowerCase();
          for (const topic of topics) {
            const name = topic.toLowerCase();
            if (new RegExp(`\\b(see|under|described in) (the )?${name}\\b|\\b${name} (in the introduction|below|above)\\b`).test(text)) found.push(`${topic}: ${node.textContent}`);
          }
        }
        return found;
      }, ref.topics);
      expect(unlinked).toEqual([]);
    });
  });
}

test('the 429 answer\'s "see Rate limits in the introduction" opens the Rate limits topic', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, '/customer-rest-api/developer-api-doc#response/TooManyRequests');
  const answer = page.locator('[id="response/TooManyRequests"]');
  await expect(answer).toContainText('in the introduction');
  await answer.getByRole('link', {name: 'Rate limits', exact: true}).click({timeout: 10_000});
  await expect(page).toHaveURL(/#section\/Rate-limits$/);
  await expect(page.locator('[id="section/Rate-limits"] > h2')).toBeInViewport();
});

test('searching "idempotent retries" offers the reference\'s Idempotent retries topic, which opens at its address', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/customer-rest-api/');
  await openSearch(page);
  await input(page).fill('idempotent retries');
  const topic = results(page).getByRole('option', {name: 'Idempotent retries (Customer REST API reference)'});
  await expect(topic).toBeVisible();
  await topic.click();
  await expect(page).toHaveURL((url) => url.pathname === '/customer-rest-api/developer-api-doc' && url.hash === '#section/Idempotent-retries');
  await expect(page.locator('[id="section/Idempotent-retries"] > h2')).toBeInViewport();
});
