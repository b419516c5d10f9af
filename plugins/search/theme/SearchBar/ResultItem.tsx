import type {ReactNode} from 'react';
import {MAX_TAGS_SHOWN} from '../../shared/limits';
import {highlightRanges} from '../../engine/presentation/highlight';
import type {SearchHit, SearchResult} from '../../shared/types';
import Highlighted from './Highlighted';
import {OptionItem} from './OptionList';
import type {OptionProps} from './useCombobox';
import styles from './SearchModal.module.css';

/** A result: title and category, the snippet, up to three tags then "+N more". */
export function ResultItem({result, props}: {result: SearchResult; props: OptionProps}): ReactNode {
  const {document} = result;
  const {snippet, highlights} = result.preview();
  const tags = document.metadata.tags;
  return (
    <OptionItem props={props} className={styles.result} href={document.url}>
      <div className={styles.resultHeader}>
        <span className={styles.resultTitle}>
          <Highlighted text={document.title} ranges={highlights.title} className={styles.mark} />
        </span>
        <span className={styles.category}>{document.category}</span>
      </div>
      {snippet && (
        <p className={styles.snippet}>
          <Highlighted text={snippet} ranges={highlights.snippet} className={styles.mark} />
        </p>
      )}
      {tags.length > 0 && (
        <div className={styles.tags}>
          {tags.slice(0, MAX_TAGS_SHOWN).map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
          {tags.length > MAX_TAGS_SHOWN && <span className={styles.more}>+{tags.length - MAX_TAGS_SHOWN} more</span>}
        </div>
      )}
    </OptionItem>
  );
}

/** A matching section under its result. */
export function SectionItem({section, parent, props}: {section: SearchHit; parent: SearchResult; props: OptionProps}): ReactNode {
  return (
    <OptionItem
      props={props}
      className={styles.section}
      label={`${section.document.title} (${parent.document.title})`}
      href={section.document.url}>
      <span aria-hidden="true" className={styles.sectionArrow}>
        ↳
      </span>
      {/* One flex item: the highlighted pieces stay one line of text, not columns. */}
      <span>
        <Highlighted
          text={section.document.title}
          ranges={highlightRanges(section.document.title, section.matchedTerms)}
          className={styles.mark}
        />
      </span>
    </OptionItem>
  );
}
