/**
 * The one import of the site search's code (plugins/search, through its face node.ts): the shape
 * of the records this plugin offers the search in its content (`searchRecords`, read by the search
 * from `allContent`). The search never imports this plugin.
 */
import type {IndexRecord, SearchContribution} from '../../search/node';

export type {IndexRecord, SearchContribution};

/** A record before the search dates it from its source file's history. */
export type UndatedRecord = SearchContribution['records'][number];
