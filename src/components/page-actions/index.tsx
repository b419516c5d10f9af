import {useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {twinPath} from '@site/plugins/markdown-twins/lib/twinPath';
import {copyTwin} from './copyTwin';
import styles from './styles.module.css';

const MESSAGES = {copied: 'Copied the page as Markdown', failed: 'Could not copy the page; open it as Markdown instead'};

/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin (plugins/markdown-twins), and
 * the <link rel="alternate"> that points tools to it. Both controls are in the server-rendered
 * HTML and the confirmation takes no space of its own, so nothing moves (CLS 0).
 */
export default function PageActions(): ReactNode {
  const twin = twinPath(useLocation().pathname);
  const [status, setStatus] = useState('');

  const copy = (): void => {
    setStatus('');
    copyTwin(twin, {fetch: window.fetch.bind(window), clipboard: navigator.clipboard, ClipboardItem: window.ClipboardItem})
      .then(() => setStatus(MESSAGES.copied), () => setStatus(MESSAGES.failed));
  };

  return (
    <div className={`page-actions ${styles.actions}`}>
      <Head>
        <link rel="alternate" type="text/markdown" href={twin} />
      </Head>
      <button type="button" className={styles.action} onClick={copy}>
        Copy page
      </button>
      <a className={styles.action} href={twin} type="text/markdown">
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
