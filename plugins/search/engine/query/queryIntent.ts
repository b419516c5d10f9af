/**
 * What a query says about the kind of record it wants, read from the typed text (ranking.ts applies it).
 */
export interface QueryIntent {
  /**
   * The query asks for history: it names a date, a version, a year, or the changelog or a release.
   * Otherwise a changelog entry counts for less: it repeats every term it announces, and a reader
   * asking for a concept wants the section that explains it, not the day it changed.
   */
  history: boolean;
  /**
   * The query is a question ("what is a consent key", "how do I rotate a key"): it wants prose that
   * explains, so an API operation or field, which only names the thing, counts for less.
   */
  question: boolean;
}

const DATE = /\b(19|20)\d\d(-\d\d){0,2}\b/;
const VERSION = /\bv?\d+\.\d+(\.\d+)?\b/;
const QUESTION = /^\s*(what|what's|whats|how|why|when|where|which|who|can|could|should|do|does|is|are)\b/i;
const HISTORY_WORDS = /\b(changelog|changelogs|change ?log|release|releases|released|what'?s new|breaking changes?)\b/i;

export function queryIntent(typed: string): QueryIntent {
  return {history: DATE.test(typed) || VERSION.test(typed) || HISTORY_WORDS.test(typed), question: QUESTION.test(typed)};
}
