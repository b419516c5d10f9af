import {CHANGELOG_FACTOR, FIELD_FACTOR, HEADING_FACTOR, PAGE_CONTEXT_POWER, QUESTION_API_FACTOR} from '../../shared/limits';
import {bitCount} from '../index/bitCount';
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

/**
 * The order of a guide section among the sections its result lists: its score times this factor.
 * Its text may use the query's words less often than a neighbour's that mentions them in passing (a
 * "Limitations" section against the step that sets the feature up), but a heading that names them
 * says what the section is about. Only the order within a result changes, not the result's score:
 * applied to the results' scores, it lifted FAQ questions and known issues, whose headings are
 * sentences, over the pages that explain the topic (bench set MRR@5 0.948 to 0.929).
 * API fields are named by their field, not by a topic, and are left as they are.
 */
export function headingFactor(flags: number, titleTerms: number, query: ConceptQuery): number {
  if (titleTerms === 0 || (flags & (RECORD.section | RECORD.field)) !== RECORD.section) {
    return 1;
  }
  return 1 + (HEADING_FACTOR * titleTerms) / query.termCount;
}

/**
 * The factor of a guide section whose page's title names query terms that the section itself does
 * not hold: a reader reads a section under its page's title, so "Subject rights requests › React
 * to status changes" answers "subject rights status webhook" though the section never says
 * "subject rights". The page's terms count as matched: the score grows as the matched share does,
 * (all matched / own matched) to the power PAGE_CONTEXT_POWER (MiniSearch multiplies a score by
 * the number of terms matched, the first power). `ownMask` and `pageMask` are the query terms (bits
 * by slot) the section matched and those its page matched in its title.
 */
export function pageContextFactor(flags: number, ownMask: number, pageMask: number): number {
  const extra = pageMask & ~ownMask;
  if (extra === 0 || ownMask === 0 || (flags & (RECORD.section | RECORD.field)) !== RECORD.section) {
    return 1;
  }
  return (bitCount(ownMask | extra) / bitCount(ownMask)) ** PAGE_CONTEXT_POWER;
}

/**
 * Whether a section earns the phrase multiplier from the words other pages link to it with (its
 * tags field holds only those, see server/linkTexts.ts): when they hold every query term, the docs
 * call the section by the reader's phrase. The keys page links "the subject rights status webhook"
 * to the subject-rights guide's "React to status changes": the keys page held the phrase and
 * earned the multiplier, the section it names did not, and the guide came third.
 * `tagsMask` is the query terms (bits by slot) matched in the tags field.
 */
export function namedByLinks(flags: number, tagsMask: number, termCount: number): boolean {
  return (flags & RECORD.section) !== 0 && termCount > 1 && tagsMask === (1 << termCount) - 1;
}
