import {CHANGELOG_FACTOR, FIELD_FACTOR, QUESTION_API_FACTOR} from '../../shared/limits';
import {RECORD} from '../records/records';

/** What the concept rules read of a query (see BuiltQuery). */
export interface ConceptQuery {
  /** The typed terms searched (their slots): related words do not count. */
  termCount: number;
  /** The query names a date, a version or the changelog (queryIntent.ts). */
  history: boolean;
  /** The query is a question (queryIntent.ts). */
  question: boolean;
}

/**
 * The factor a record's term score is multiplied by, so that a question or a concept finds the
 * section that explains it before the records that merely repeat its words:
 * - a changelog page or entry counts CHANGELOG_FACTOR unless the query asks for history;
 * - in a question, an API operation or field counts QUESTION_API_FACTOR: it names the thing, a
 *   guide explains it;
 * - in a query of several words, an API field (indexed by its name alone, so short and high on one
 *   word) counts FIELD_FACTOR.
 * `flags` are the record's RECORD flags.
 */
export function conceptFactor(flags: number, query: ConceptQuery): number {
  let factor = 1;
  if (!query.history && flags & RECORD.changelog) {
    factor *= CHANGELOG_FACTOR;
  }
  if (query.question && flags & (RECORD.operation | RECORD.field)) {
    factor *= QUESTION_API_FACTOR;
  }
  if (query.termCount > 1 && flags & RECORD.field) {
    factor *= FIELD_FACTOR;
  }
  return factor;
}
