import type {CSSProperties} from 'react';
import type {EstimatedHeight} from '../../model/types';

/**
 * The custom properties a block's `contain-intrinsic-size` reads (styles.module.css): the height
 * it takes while off screen and not laid out, on a phone (`--hn`) and from 1280 px (`--hw`). The
 * names are short because the customer reference writes them on every operation and object.
 */
export function estimatedHeightStyle(height: EstimatedHeight): CSSProperties {
  return {'--hn': `${height.narrow}px`, '--hw': `${height.wide}px`} as CSSProperties;
}
