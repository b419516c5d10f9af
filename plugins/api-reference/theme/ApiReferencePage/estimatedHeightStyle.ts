import type {CSSProperties} from 'react';
import type {EstimatedHeight} from '../../model/types';

/**
 * The custom properties a block's `contain-intrinsic-size` reads (styles.module.css): the height
 * it takes while off screen and not laid out, on a phone and from 1280 px.
 */
export function estimatedHeightStyle(height: EstimatedHeight): CSSProperties {
  return {'--estimated-height-narrow': `${height.narrow}px`, '--estimated-height-wide': `${height.wide}px`} as CSSProperties;
}
