import {useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {isHydrating} from '@site/src/browser/firstRender';
import {restyleHighlighted} from '@site/src/prism/restyle';

/** One object for good: React sets innerHTML again whenever this object changes, and '' would empty the block. */
const KEEP_SERVER_HTML = {__html: ''};

/**
 * theme-classic's code block content, except where it is the server's own HTML. A code block the
 * server rendered is already highlighted: hydrating it tokenised the code again with Prism and
 * built a fiber for each line and token (on the Android installation guide, ~470 of the page's
 * ~1,000 elements, and ~1,000 of its ~2,700 fibers) only to find the DOM as it was. Here a block
 * mounted by the hydration keeps the server's <pre> as it is: React does not descend into
 * dangerouslySetInnerHTML when it hydrates, and leaves it alone while the object is the same.
 * When the code theme changes (a reader in dark mode, once the colour mode is known; the toggle),
 * its lines and tokens get the new theme's colours in place (src/prism/restyle), before paint.
 * Blocks mounted later (another page reached in the browser, a lazy tab) are theme-classic's,
 * and so is one that finds its <pre> empty (React rendered the page afresh after a hydration
 * error). The copy and wrap buttons read the code from the metadata and the <pre> from its ref.
 */
export default function CodeBlockContent(props: ComponentProps<typeof Content>): ReactNode {
  const prismTheme = usePrismTheme();
  const {metadata, wordWrap} = useCodeBlockContext();
  const [keepsServerHtml, setKeepsServerHtml] = useState(isHydrating);
  // The theme the kept HTML's inline colours are in: the server's until restyled.
  const shownTheme = useRef(prismTheme);
  useLayoutEffect(() => {
    const pre = wordWrap.codeBlockRef.current;
    if (!keepsServerHtml || !pre) return;
    if (!pre.firstChild) {
      setKeepsServerHtml(false);
    } else if (shownTheme.current !== prismTheme) {
      restyleHighlighted(pre, prismTheme, metadata.language ?? 'text');
      shownTheme.current = prismTheme;
    }
  }, [keepsServerHtml, prismTheme, metadata.language, wordWrap.codeBlockRef]);
  if (!keepsServerHtml) {
    return <Content {...props} />;
  }
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(props.className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{color: prismTheme.plain.color, backgroundColor: prismTheme.plain.backgroundColor}}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
