// A route that has no page has no twin either: the same 404 whatever Accept says.
import {rawRequest} from '../../probe.mjs';

// /index/ names no page (the home page is /), though /index.md is the home page's twin.
const TARGETS = ['/index/'];

export default {
  id: '4.6',
  expected: 'A route without a page is 404 with or without `Accept: text/markdown` (`/index/`)',
  async run({origin}) {
    const answers = {};
    for (const target of TARGETS) {
      answers[target] = {
        html: (await rawRequest(origin, target)).status,
        markdown: (await rawRequest(origin, target, {headers: {Accept: 'text/markdown'}})).status,
      };
    }
    return answers;
  },
  held: (answers) => Object.values(answers).every(({html, markdown}) => html === 404 && markdown === 404),
  summary: (answers) => Object.entries(answers).map(([target, {html, markdown}]) => `${target}: ${html}, as Markdown ${markdown}`).join('; '),
};
