import React, {type ReactNode} from 'react';
import {objectPhrase} from '../../model/objectTitle';
import type {ObjectLink} from '../../model/types';
import styles from './styles.module.css';

/**
 * Where a documented object's properties are: "Returns a CmpConfig object." for a response, "A
 * CmpConfigSettings object." for a property (each item of an array), with what this place requires
 * beyond the object itself.
 */
export default function ObjectLinkNote({link, lead}: {link: ObjectLink; lead: 'returns' | 'is' | 'each'}): ReactNode {
  // `an ActionItem object`: the article stays outside the link, the name and "object" are the link.
  const [article, ...name] = objectPhrase(link.name).split(' ');
  const opening = {returns: `Returns ${article}`, is: `${article[0].toUpperCase()}${article.slice(1)}`, each: `Each item is ${article}`}[lead];
  return (
    <p className={styles.sameAs}>
      {`${opening} `}
      <a href={`#${link.anchor}`}>{name.join(' ')}</a>.
      {link.alsoRequired.length > 0 && (
        <>
          {' '}
          Here{' '}
          {link.alsoRequired.map((name, index) => (
            <React.Fragment key={name}>
              {index > 0 && ', '}
              <code>{name}</code>
            </React.Fragment>
          ))}{' '}
          {link.alsoRequired.length === 1 ? 'is' : 'are'} required too.
        </>
      )}
    </p>
  );
}
