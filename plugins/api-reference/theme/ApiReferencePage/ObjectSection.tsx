import React, {type ReactNode} from 'react';
import {objectTitle} from '../../model/objectTitle';
import type {ObjectView} from '../../model/types';
import CodePanel from './CodePanel';
import {estimatedHeightStyle} from './estimatedHeightStyle';
import Html from './Html';
import Permalink from './Permalink';
import PropertyList, {Variants} from './PropertyTree';
import styles from './styles.module.css';

/**
 * "The X object": every property of a schema that several operations return or take, once, with
 * the operations that return it and an example beside it (≥ 1280 px), as an operation has.
 */
export default function ObjectSection({object}: {object: ObjectView}): ReactNode {
  const title = objectTitle(object.name);
  return (
    <section id={object.anchor} className={styles.operation} style={estimatedHeightStyle(object.estimatedHeight)}>
      <div>
        <h3>
          {title}
          <Permalink anchor={object.anchor} label={title} />
        </h3>
        <Html html={object.descriptionHtml} className={styles.description} />
        {object.returnedBy.length > 0 && (
          <p className={styles.bodyMeta}>
            {'Returned by '}
            {object.returnedBy.map((operation, index) => (
              <React.Fragment key={operation.anchor}>
                {index > 0 && (index === object.returnedBy.length - 1 ? ' and ' : ', ')}
                <a href={`#${operation.anchor}`}>{operation.label}</a>
              </React.Fragment>
            ))}
            .
          </p>
        )}
        <h4>Properties</h4>
        <PropertyList nodes={object.schema.properties} />
        <Variants variants={object.schema.variants} />
      </div>
      {object.example && (
        <div className={styles.operationAside}>
          <p className={styles.asideTitle}>Example</p>
          <CodePanel html={object.example.html} language={object.example.language} label={`${object.name} example`} />
        </div>
      )}
    </section>
  );
}
