/**
 * The Prism of our code blocks: prismjs's core and the grammars the docs use, in the order
 * prism-react-renderer loads them (some extend others: js-extras must come before jsx and tsx but
 * after typescript). prismjs components register themselves on the global Prism when they run.
 * The `?slim-prism` query makes ours separate modules from prismjs's own, so a component runs once
 * for each Prism that loads it (the API references highlight with prismjs at build time).
 * tests/unit/prism/prism-react-renderer.test.ts renders every code block of docs/ with this Prism and with
 * prism-react-renderer's and expects the same markup.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup?slim-prism';
import 'prismjs/components/prism-regex?slim-prism';
import 'prismjs/components/prism-clike?slim-prism';
import 'prismjs/components/prism-javascript?slim-prism';
import 'prismjs/components/prism-javadoclike?slim-prism';
import 'prismjs/components/prism-css?slim-prism';
import 'prismjs/components/prism-css-extras?slim-prism';
import 'prismjs/components/prism-typescript?slim-prism';
import 'prismjs/components/prism-jsdoc?slim-prism';
import 'prismjs/components/prism-js-extras?slim-prism';
import 'prismjs/components/prism-jsx?slim-prism';
import 'prismjs/components/prism-tsx?slim-prism';
import 'prismjs/components/prism-json?slim-prism';
import 'prismjs/components/prism-bash?slim-prism';
import 'prismjs/components/prism-c?slim-prism';
import 'prismjs/components/prism-objectivec?slim-prism';
import 'prismjs/components/prism-swift?slim-prism';
import 'prismjs/components/prism-kotlin?slim-prism';
import 'prismjs/components/prism-ruby?slim-prism';
import 'prismjs/components/prism-python?slim-prism';
import 'prismjs/components/prism-diff?slim-prism';

export default Prism;
