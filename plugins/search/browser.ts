/**
 * The search's face for browser code outside the plugin (the 404 page opens the dialog with the
 * words of the missing path): plain constants, no engine.
 */
export {SEARCH_OPEN_EVENT} from './shared/earlyOpen';
