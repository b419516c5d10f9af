// Encoded open-redirect variants: none may send the browser to another origin.
import {rawRequest, REDIRECT_VARIANTS} from '../../probe.mjs';
import {offOrigin} from './shared.mjs';

export default {
  id: '1.1',
  expected: 'No redirect leaves the origin, whatever encodes `\\`, tab or `//`',
  async run({origin}) {
    const answers = await Promise.all(REDIRECT_VARIANTS.map(({target}) => rawRequest(origin, target)));
    return {variants: REDIRECT_VARIANTS.length, leaving: REDIRECT_VARIANTS.filter((_, i) => offOrigin(origin, answers[i])).map(({target}) => target)};
  },
  held: ({leaving}) => leaving.length === 0,
  summary: ({variants, leaving}) => `${variants} variants, ${leaving.length} leave the origin${leaving.length ? ` (${leaving.join(', ')})` : ''}`,
};
