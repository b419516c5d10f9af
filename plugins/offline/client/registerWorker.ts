/**
 * Registers the offline worker (/sw.js) once the page has loaded and the browser is idle, so that
 * it never competes with the page for the network. Production builds only: the development
 * server's pages change with every edit. A browser without service workers, or one that refuses
 * it, simply has no offline copies.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '../../../src/browser/whenIdle';

if (ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  const register = () =>
    whenIdle(() => void navigator.serviceWorker.register('/sw.js', {scope: '/'}).catch(() => undefined), {timeoutMs: 10_000, fallbackMs: 2_000});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});
}
