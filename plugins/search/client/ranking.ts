import {countCategories} from './categories';
import {MAX_RESULTS, MIN_SCORE, PHRASE_MULTIPLIER} from '../shared/limits';
import type {Corpus} from './corpus';
import {groupSections, nthBestGroupScore} from './group';
import {highlightRanges} from './highlight';
import {FIELD_BOOSTS} from '../shared/indexOptions';
import {containsPhrases, type BuiltQuery} from './query';
import {rawMatches} from './rawMatches';
import {lazyResult} from './result';
import {makeSnippet} from './snippet';
import {fromRawMatches, matchWeightedTerms} from './termMatches';
import type {CategoryCount, SearchHit, SearchResult} from '../shared/types';

export interface SearchOutcome {
  results: SearchResult[];
  /** Every known category with its number of matching results, most first. */
  categories: CategoryCount[];
  /** Matching results before the category filter and the MAX_RESULTS cut. */
  total: number;
  /** Set when unknown words were corrected: the query that was run instead of the typed one. */
  correctedQuery?: string;
  error?: string;
}

/** A match while it is ranked; its matched index terms are listed for the results shown only. */
type Candidate = SearchHit & {shortId: number; allTerms: boolean};

/**
 * Ranks a built query over the corpus: term scores (BM25 with field boosts and the query's
 * weights), the section and deprecation penalties, the phrase multiplier, min score 0.1, sections
 * grouped under their page, the category filter and at most 50 results.
 */
export function rankQuery(corpus: Corpus, built: BuiltQuery, category: string | null): SearchOutcome {
  const {index} = corpus;
  // The document boost multiplies every term's score, so it is applied once per result below
  // rather than through MiniSearch's boostDocument, which is called per term, field and document.
  // MiniSearch's own search for quoted queries (an AND of the typed text) or if its internals
  // change; the engine's scoring of the same figures otherwise (see termMatches.ts).
  const matches =
    (built.weightedTerms && matchWeightedTerms(index, built.weightedTerms, FIELD_BOOSTS)) ||
    fromRawMatches(rawMatches(index, corpus.shortIds, built.query, {boost: FIELD_BOOSTS}));
  const candidates: Candidate[] = [];
  for (const shortId of matches.ids) {
    const document = corpus.documentsByShortId[shortId];
    if (!document) {
      continue;
    }
    // A phrase beyond the stored text cannot be checked: the index has matched all its terms.
    if (built.phrases.length > 0 && !document.metadata.partialContent && !containsPhrases(`${document.title} ${document.content}`, built.phrases)) {
      continue;
    }
    candidates.push({
      document,
      score: matches.score(shortId) * corpus.documentBoost(document),
      // Made (query terms and matched index terms) only for the results shown: see withQueryTerms.
      matchedTerms: [],
      shortId,
      allTerms: matches.termCount(shortId) === built.terms.length,
    });
  }
  if (built.phraseTerms) {
    // The phrase can only be there when every term matched, and it only matters for a result
    // whose boosted score could reach the results shown: the others are not read.
    const inCategory = category ? candidates.filter((hit) => hit.document.category === category) : candidates;
    const floor = nthBestGroupScore(inCategory, MAX_RESULTS);
    for (const hit of candidates) {
      if (hit.allTerms && hit.score * PHRASE_MULTIPLIER >= floor && corpus.containsPhrase(hit.document, built.phraseTerms)) {
        hit.score *= PHRASE_MULTIPLIER;
      }
    }
  }
  const hits = candidates.filter((hit) => hit.score >= MIN_SCORE);
  const groups = groupSections(hits, undefined, (id) => corpus.documents.get(id));
  const categories = countCategories(
    groups.map((group) => group.hit),
    corpus.categoryTotals.map((c) => c.name),
  );
  const withQueryTerms = (hit: SearchHit): SearchHit => ({
    ...hit,
    matchedTerms: [...new Set([...built.terms, ...matches.indexTerms((hit as Candidate).shortId)])],
  });
  const results = groups
    .filter((group) => !category || group.hit.document.category === category)
    .slice(0, MAX_RESULTS)
    .map(({hit, sections}): SearchResult => {
      const shown = withQueryTerms(hit);
      const {document} = shown;
      return lazyResult({
        hit: shown,
        matchingSections: sections.map(withQueryTerms),
        // Every matched index term starts with a query term (no fuzzy matching), so the query
        // terms find the same sentences with fewer passes over the text; and since a highlight
        // covers the whole word a term starts, they also mark the same words (an index token with
        // a symbol, "script>", marks the word "script" rather than "script>alert").
        snippet: () =>
          makeSnippet(document.content, built.terms, undefined, corpus.lowerContent(document), corpus.sentenceBreaksOf(document)),
        highlight: (text) => highlightRanges(text, built.terms),
      });
    });
  return {results, categories, total: groups.length};
}
