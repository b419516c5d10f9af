/** prismjs's core alone (its `prismjs` entry adds markup, css, clike and javascript); same API. */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
