import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable (as theme-classic does).
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

/**
 * theme-classic's CodeBlock without its `key={String(isBrowser)}`. That key remounts every code
 * block once hydration is over (Prism tokenises it and React builds its DOM a second time) so that
 * a dark-mode visitor gets the dark Prism theme's inline colours. Since 3.10 the colour mode lags
 * behind hydration on purpose (theme-common's useColorModeState starts from the default mode
 * until an effect reads the page's data-theme), so hydration renders the server's light colours
 * and the switch to dark is an ordinary update (./Content restyles the kept server HTML in place).
 * The remount only cost main-thread time on every page with code.
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
