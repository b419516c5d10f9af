// Routes match exactly: `/index` and `/x/index` name no page, though `/x/index.html` is a page's file
// (only `/x/index.html` and `/x.html` are aliases, redirected to `/x`).
import {rawRequest} from '../../probe.mjs';

/** The targets, each with Accept for HTML and for Markdown; `/cmp/` is the control. */
export const INDEX_TARGETS = ['/index', '/cmp/index', '/cmp/ind%65x', '//cmp//index', '/cmp/mobile-sdks/index'];

export default {
  id: '1.11',
  expected: 'Routes match exactly: `/index` and `/x/index` are 404 (as HTML and as Markdown), not the page of `/` or `/x/`',
  async run({origin}) {
    const answers = {};
    for (const target of [...INDEX_TARGETS, '/cmp/']) {
      answers[target] = {
        html: (await rawRequest(origin, target)).status,
        markdown: (await rawRequest(origin, target, {headers: {Accept: 'text/markdown'}})).status,
      };
    }
    return answers;
  },
  held: (answers) => Object.entries(answers).every(([target, {html, markdown}]) => (target === '/cmp/' ? html === 200 && markdown === 200 : html === 404 && markdown === 404)),
  summary: (answers) => Object.entries(answers).map(([target, {html, markdown}]) => `${target} ${html}, as Markdown ${markdown}`).join('; '),
};
