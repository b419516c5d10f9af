import type {IndexRecord} from './types';

/**
 * What another plugin offers the search: records of a page it renders, in its own content under
 * `searchRecords` (the API reference does: its operations, webhooks and fields). The search reads
 * them from `allContent`, as it reads the docs, so neither plugin imports the other's code; the
 * search dates them, as it dates a doc page, by the history of their source file.
 */
export interface SearchContribution {
  /** Route of the page the records link into: the records of a route the build lacks are left out. */
  route: string;
  /** Absolute path of the file whose last change dates the records. */
  sourcePath: string;
  records: Array<Omit<IndexRecord, 'lastModified'>>;
}

/** Every plugin's `searchRecords`, in plugin order. */
export function searchContributions(allContent: Record<string, Record<string, unknown> | undefined>): SearchContribution[] {
  return Object.values(allContent).flatMap((instances) =>
    Object.values(instances ?? {}).flatMap((content) => (content as {searchRecords?: SearchContribution[]} | undefined)?.searchRecords ?? []),
  );
}

/** The contributed records dated by `lastModified` of their source file, those of routes not built (when `routes` is given) left out. */
export function datedRecords(contributions: readonly SearchContribution[], lastModified: (file: string) => string, routes?: ReadonlySet<string>): IndexRecord[] {
  return contributions
    .filter(({route}) => !routes || routes.has(route))
    .flatMap(({sourcePath, records}) => {
      const time = lastModified(sourcePath);
      return records.map((record) => ({...record, lastModified: time}));
    });
}
