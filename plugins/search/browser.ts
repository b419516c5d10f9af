/**
 * The search's face for browser code outside the plugin (the 404 page opens the dialog with the
 * words of the missing path; the offline worker reads the stored search data): plain constants,
 * no engine.
 */
export {SEARCH_OPEN_EVENT} from './shared/earlyOpen';
export {DB_NAME} from './shared/locations';
