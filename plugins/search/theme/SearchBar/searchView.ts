import type {SearchOutcome} from '../../engine/engine';
import type {EngineState} from '../../shared/types';

/** What the dialog's body shows. */
export type SearchView = 'loading' | 'error' | 'empty' | 'recent' | 'searching' | 'results' | 'none' | 'failed';

/**
 * The body's state: the engine's failure or loading first; with nothing to search, the recent
 * searches (if any) or the empty state; then searching, a failed search, results or none.
 */
export function searchView({
  engineState,
  searchable,
  hasRecent,
  outcome,
}: {
  engineState: EngineState;
  searchable: boolean;
  hasRecent: boolean;
  outcome: SearchOutcome | null;
}): SearchView {
  if (engineState === 'error') {
    return 'error';
  }
  if (engineState !== 'ready') {
    return 'loading';
  }
  if (!searchable) {
    return hasRecent ? 'recent' : 'empty';
  }
  if (!outcome) {
    return 'searching';
  }
  if (outcome.error) {
    return 'failed';
  }
  return outcome.results.length > 0 ? 'results' : 'none';
}
