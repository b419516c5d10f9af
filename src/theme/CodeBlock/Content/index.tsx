import {useLayoutEffect, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@theme-original/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {isHydrating} from '@site/src/browser/firstRender';

/** One object for good: React sets innerHTML again whenever this object changes, and '' would empty the block. */
const KEEP_SERVER_HTML = {__html: ''};

/**
 * theme-classic's code block content, except while it is the server's own HTML. A code block the
 * server rendered is already highlighted: hydrating it tokenised the code again with Prism and
 * built a fiber for each line and token (on the Android installation guide, ~470 of the page's
 * ~1,000 elements) only to find the DOM as it was. Here a block mounted by the hydration keeps the
 * server's <pre> as it is (React does not descend into dangerouslySetInnerHTML when it hydrates,
 * and leaves it alone while the object is the same) until the code theme changes: a reader in dark
 * mode gets theme-classic's content, whose token colours are the dark theme's. Blocks mounted
 * later (another page reached in the browser, a lazy tab) are theme-classic's from the start, and
 * so is one that finds its <pre> empty (React rendered the page afresh after a hydration error).
 * The copy and wrap buttons read the code from the metadata and the <pre> from its ref, so they
 * work on either.
 */
export default function CodeBlockContent(props: ComponentProps<typeof Content>): ReactNode {
  const prismTheme = usePrismTheme();
  const [serverTheme, setServerTheme] = useState(() => (isHydrating() ? prismTheme : null));
  const {metadata, wordWrap} = useCodeBlockContext();
  const keepsServerHtml = serverTheme === prismTheme;
  useLayoutEffect(() => {
    if (keepsServerHtml && !wordWrap.codeBlockRef.current?.firstChild) setServerTheme(null);
  }, [keepsServerHtml, wordWrap.codeBlockRef]);
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
