import React, {type ReactNode} from 'react';
import type {PropertyNode} from '../../model/types';
import Html from './Html';
import {FieldName} from './Permalink';
import Facts from './Facts';
import ObjectLinkNote from './ObjectLinkNote';
import styles from './styles.module.css';

function childCount(node: PropertyNode): number {
  return node.children.length + node.variants.length;
}

/**
 * One property. The list styles its rows (`.properties > li`), so a row carries no class and no
 * wrapper of its own: its first line is the name, the type and the flags (required in `<strong>`,
 * the others in `<small>`), then come the description, the facts and the children. The customer
 * reference has 420 of these rows.
 */
function Property({node}: {node: PropertyNode}): ReactNode {
  return (
    <li id={node.anchor}>
      {/* Spaces between the parts, for copied text and the page's Markdown twin. */}
      <FieldName anchor={node.anchor} name={node.name} /> <span>{node.type}</span>
      {node.required && <> <strong>required</strong></>}
      {node.nullable && <> <small>nullable</small></>}
      {node.readOnly && <> <small>read-only</small></>}
      {node.writeOnly && <> <small>write-only</small></>}
      {node.deprecated && <> <span className={styles.deprecatedFlag}>deprecated</span></>}
      <Html html={node.descriptionHtml} />
      <Facts constraints={node.constraints} enumValues={node.enumValues} defaultValue={node.defaultValue} />
      {node.cycle && (
        <p className={styles.cycle}>
          Same shape as <a href={`#${node.cycle.anchor}`}>{node.cycle.name}</a> above (it contains itself).
        </p>
      )}
      {node.object && <ObjectLinkNote link={node.object} lead={node.type.startsWith('array of') ? 'each' : 'is'} />}
      {childCount(node) > 0 && (
        <details className={styles.children}>
          <summary>
            {node.children.length > 0 ? `${node.children.length} properties of ${node.name}` : `${node.variants.length} alternatives of ${node.name}`}
          </summary>
          {node.children.length > 0 && <PropertyList nodes={node.children} />}
          <Variants variants={node.variants} />
        </details>
      )}
    </li>
  );
}

export function Variants({variants}: {variants: PropertyNode['variants']}): ReactNode {
  if (variants.length === 0) return null;
  return (
    <div className={styles.variants}>
      {variants.map((variant) => (
        <div key={variant.title} className={styles.variant}>
          <p className={styles.variantTitle}>
            {variant.kind === 'oneOf' ? 'One of' : 'Any of'}: <strong>{variant.title}</strong>
          </p>
          <PropertyList nodes={variant.children} />
        </div>
      ))}
    </div>
  );
}

/** A body's properties as a tree; nested objects and arrays of objects fold into `<details>`. */
export default function PropertyList({nodes}: {nodes: PropertyNode[]}): ReactNode {
  if (nodes.length === 0) return null;
  return (
    <ul className={styles.properties}>
      {nodes.map((node) => (
        <Property key={node.anchor} node={node} />
      ))}
    </ul>
  );
}
