import type {CategoryNumbers} from './categories';
import {groupKey} from './group';
import {giveText, isHistorySection, isTextEntry, pageKind, RECORD, Records} from './records';
import type {TextBlockFile} from '../../shared/splitIndex';
import type {SuggestionSource} from '../presentation/suggest';
import type {SearchDocument} from '../../shared/types';

/** A record's flags, from its document. */
function documentFlags({metadata, url}: SearchDocument): number {
  const kind = pageKind(metadata.isSection ? (metadata.parentId ?? url) : url);
  return (
    (metadata.isSection ? kind.sections : kind.page) |
    (metadata.isSection && isHistorySection(url) ? RECORD.changelog : 0) |
    RECORD.present |
    (metadata.isSection ? RECORD.section : 0) |
    (metadata.isSection && metadata.parentId ? RECORD.namesPage : 0) |
    (metadata.partialContent ? RECORD.partial : 0) |
    (metadata.deprecated ? RECORD.deprecated : 0)
  );
}

/** Records over decoded documents (byShortId: undefined where a short id has none). */
export class DocumentRecords extends Records {
  private readonly idMap: Map<string, number>;

  /**
   * `documentById` finds a group's head by its key (a page's id); `shortIds` gives a document
   * id's short id.
   */
  constructor(
    private readonly byShortId: ReadonlyArray<SearchDocument | undefined>,
    documentById: (id: string) => SearchDocument | undefined,
    shortIds: Map<string, number>,
    categories: CategoryNumbers,
    private readonly ids?: readonly string[],
  ) {
    super(byShortId.length);
    this.idMap = shortIds;
    const numbers = new Map<string, number>();
    const heads: number[] = [];
    byShortId.forEach((document, shortId) => {
      if (!document) {
        return;
      }
      this.flags[shortId] = documentFlags(document);
      this.categoryOf[shortId] = categories.numberOf(document.category);
      const key = groupKey(document);
      let group = numbers.get(key);
      if (group === undefined) {
        const head = documentById(key);
        group = heads.push(head ? (shortIds.get(head.id) ?? -1) : -1) - 1;
        numbers.set(key, group);
      }
      this.groupOf[shortId] = group;
    });
    this.finish(Int32Array.from(heads));
  }

  documentAt(shortId: number): SearchDocument | undefined {
    return this.byShortId[shortId];
  }

  titleAt(shortId: number): string {
    return this.byShortId[shortId]?.title ?? '';
  }

  suggestionAt(shortId: number): SuggestionSource {
    return this.byShortId[shortId] as SearchDocument;
  }

  shortIdOf(document: SearchDocument): number | undefined {
    return this.idMap.get(document.id);
  }

  shortIdOfId(id: string): number | undefined {
    return this.idMap.get(id);
  }

  /** `ids` when given (every record's, those left out included), else the present records'. */
  idAt(shortId: number): string {
    return this.ids?.[shortId] ?? this.byShortId[shortId]?.id ?? '';
  }

  setText(start: number, block: TextBlockFile): void {
    block.forEach((entry, offset) => {
      if (start + offset >= this.count || !isTextEntry(entry)) {
        throw new Error('the search text block has an unexpected shape');
      }
      // A record left out (its URL refused) is never read.
      const document = this.byShortId[start + offset];
      if (document) {
        giveText(document, entry);
      }
    });
  }
}
