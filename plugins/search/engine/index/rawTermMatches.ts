import type {RawMatch} from './miniSearchInternals';
import type {TermMatches} from './termMatches';

/** The same view of MiniSearch's own matches (see rawMatches), for the queries scored by MiniSearch. */
export function fromRawMatches(matches: Map<number, RawMatch>): TermMatches {
  return {
    ids: [...matches.keys()],
    score: (shortId) => {
      const match = matches.get(shortId) as RawMatch;
      return match.score * (match.terms.length || 1);
    },
    termCount: (shortId) => matches.get(shortId)?.terms.length ?? 0,
    termMask: () => 0,
    titleMask: () => 0,
    tagsMask: () => 0,
    titleTermCount: (shortId) => {
      const match = matches.get(shortId);
      // Index terms matched in the title, at most one per query term (a prefix may match several).
      return match ? Math.min(match.terms.length, Object.values(match.match).filter((fields) => fields.includes('title')).length) : 0;
    },
    indexTerms: (shortId) => Object.keys(matches.get(shortId)?.match ?? {}),
    rarestTerm: () => 0,
  };
}
