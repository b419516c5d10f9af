// The search dialog (src/theme/SearchBar, owned by the search work) imports this path: the module
// now lives in plugins/api-reference. Repoint that import and delete this file when both land.
export {needsFullPageLoad} from '../../../plugins/api-reference/client/fullPageLoad';
