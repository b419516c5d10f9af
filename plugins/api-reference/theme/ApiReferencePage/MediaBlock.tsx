import React, {type ReactNode} from 'react';
import type {MediaView} from '../../model/types';
import Html from './Html';
import ObjectLinkNote from './ObjectLinkNote';
import PropertyList, {Variants} from './PropertyTree';
import styles from './styles.module.css';

/** One content type of a body: its type, description and property tree. */
export default function MediaBlock({media}: {media: MediaView}): ReactNode {
  const {schema} = media;
  return (
    <div className={styles.media}>
      <p className={styles.mediaType}>
        <code>{media.contentType}</code> <span className={styles.type}>{schema.type}</span>
      </p>
      <Html html={schema.descriptionHtml} className={styles.description} />
      {schema.object && <ObjectLinkNote link={schema.object} lead="returns" />}
      <PropertyList nodes={schema.properties} />
      <Variants variants={schema.variants} />
    </div>
  );
}
