import {describe, expect, it} from 'vitest';
import {htmlToMarkdown, type TwinLinks} from '../../../../../plugins/markdown-twins/lib/htmlToMarkdown';
import {twinPath} from '../../../../../plugins/markdown-twins/lib/twinPath';

const SITE = 'https://docs.privana.example';
const PAGES = new Set(['/', '/cmp/', '/cmp/mobile-sdks/ios/apple-transparency', '/integrations/data-discovery-integrations/list-of-capabilities']);

function links(route: string): TwinLinks {
  return {siteUrl: SITE, route, twinOf: (pathname) => (PAGES.has(pathname) || pathname === route ? twinPath(pathname) : null)};
}

/** A built page around `body` as Docusaurus lays out a doc: navbar, sidebar, article, footer. */
function docPage(body: string, {title = 'Google Consent Mode on iOS', description = 'Forward consent decisions to Firebase.'} = {}): string {
  return `<!doctype html><html><head><title>${title} | Privana Documentation</title>
<meta name=description content="${description}"><script>window.x=1</script></head><body>
<nav class=navbar><a href=/>Privana</a><button>Search</button></nav>
<aside class=theme-doc-sidebar-container><a href=/cmp/>Cookie consent</a></aside>
<main><div class=container><article>
<nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><a href=/>Home</a></nav>
<div class=actions><button type=button>Copy page</button><a href=/x.md>View as Markdown</a></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>
${body}
</div><footer class=theme-doc-footer>Last updated on Nov 21, 2026</footer></article>
<nav class=pagination-nav><a href=/cmp/>Next</a></nav></div></main>
<footer class=footer>Copyright Privana</footer><script src=/assets/js/main.js></script></body></html>`;
}

/** A Prism code block as theme-classic renders it: one <div> per line, the language on the container. */
function prismBlock(language: string, lines: string[], title?: string): string {
  const rendered = lines.map((line) => `<div class=token-line><span class="token plain">${line}</span><br/></div>`).join('');
  return `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block">` +
    (title ? `<div class=codeBlockTitle_OeMC>${title}</div>` : '') +
    `<div class=codeBlockContent_QJqH><pre tabindex=0 class="prism-code language-${language} codeBlock_bY9V"><code class=codeBlockLines_e6Vv>${rendered}</code></pre>` +
    '<div class=buttonGroup__atx><button type=button aria-label="Copy code to clipboard">Copy</button></div></div></div>';
}

describe('twinPath: where the Markdown twin of a route lives', () => {
  it('adds .md to a page route, drops the slash of an index route, and names the home page index.md', () => {
    expect(twinPath('/cmp/mobile-sdks/android/installation')).toBe('/cmp/mobile-sdks/android/installation.md');
    expect(twinPath('/cmp/')).toBe('/cmp.md');
    expect(twinPath('/cmp')).toBe('/cmp.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/uc/js-sdk/configuration/#options')).toBe('/uc/js-sdk/configuration.md');
  });
});

describe('htmlToMarkdown: a guide with a table, an admonition, tabs and code', () => {
  const html = docPage(`
<p>Firebase reads four consent types. See <a href=/cmp/mobile-sdks/ios/apple-transparency#denied>App Tracking Transparency</a>, <a href="#mapping">the mapping</a> and <a href=https://firebase.google.com/docs>Firebase</a>.</p>
<h2 class=anchor id=mapping>Mapping<a href=#mapping class=hash-link aria-label="Direct link to Mapping">&#8203;</a></h2>
<table><thead><tr><th>Firebase <code>ConsentType</code><th>Granted when<tbody><tr><td><code>.analyticsStorage</code><td><code>ANALYTICS</code> is allowed<tr><td><code>.adStorage</code><td><code>MARKETING</code> is allowed</table>
<div class="theme-admonition theme-admonition-caution admonition_xJq3 alert alert--warning"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 16 16"><path d="M0 0"/></svg></span>Behaviour change</div><div class=admonitionContent_BuS1><p>Apps that read <code>MARKETING</code> alone will see <strong>false</strong> for users who denied tracking.</p></div></div>
<div class="theme-tabs-container tabs-container"><ul role=tablist class=tabs><li role=tab aria-selected=true class="tabs__item tabs__item--active">Swift<li role=tab aria-selected=false class=tabs__item>Objective-C</ul>
<div class=margin-top--md><div role=tabpanel>${prismBlock('swift', ['import PrivanaCMP', '', 'ConsentManager.shared.configure(customerId: &quot;8e1c&quot;)'], 'AppDelegate.swift')}</div>
<div role=tabpanel hidden>${prismBlock('objectivec', ['@import PrivanaCMP;'])}</div></div></div>
<p><img src=/img/consent-flow.png alt="Consent flow"></p>`);
  const page = htmlToMarkdown(html, links('/cmp/mobile-sdks/ios/google-consent-mode'));
  const markdown = page?.markdown ?? '';

  it('opens with the title as # and the description', () => {
    expect(page?.title).toBe('Google Consent Mode on iOS');
    expect(markdown.startsWith('# Google Consent Mode on iOS\n\n> Forward consent decisions to Firebase.\n')).toBe(true);
  });

  it('keeps the page text and leaves out navigation, sidebar, breadcrumbs, buttons, footer and scripts', () => {
    expect(markdown).toContain('Firebase reads four consent types.');
    for (const chrome of ['Cookie consent', 'Home', 'Copy page', 'View as Markdown', 'Last updated', 'Next', 'Copyright', 'window.x', 'Search', 'Copy code']) {
      expect(markdown, chrome).not.toContain(chrome);
    }
  });

  it('turns the table into a Markdown table', () => {
    expect(markdown).toMatch(/\| Firebase `ConsentType` \| Granted when \|\n\| -+ \| -+ \|\n\| `\.analyticsStorage` \| `ANALYTICS` is allowed \|/);
  });

  it('turns the admonition into a blockquote under its label', () => {
    expect(markdown).toContain('> **Behaviour change**\n>\n> Apps that read `MARKETING` alone will see **false** for users who denied tracking.');
  });

  it('shows every tab, each under its label, with fenced code in its language and the title', () => {
    expect(markdown).toContain('**Swift**\n\n_AppDelegate.swift_\n\n```swift\nimport PrivanaCMP\n\nConsentManager.shared.configure(customerId: "8e1c")\n```');
    expect(markdown).toContain('**Objective-C**\n\n```objectivec\n@import PrivanaCMP;\n```');
  });

  it('makes links absolute, pointing other pages and in-page anchors to twins and leaving other sites alone', () => {
    expect(markdown).toContain(`[App Tracking Transparency](${SITE}/cmp/mobile-sdks/ios/apple-transparency.md#denied)`);
    expect(markdown).toContain(`[the mapping](${SITE}/cmp/mobile-sdks/ios/google-consent-mode.md#mapping)`);
    expect(markdown).toContain('[Firebase](https://firebase.google.com/docs)');
    expect(markdown).toContain(`![Consent flow](${SITE}/img/consent-flow.png)`);
    expect(markdown).toMatch(/^## Mapping$/m);
  });
});

describe('htmlToMarkdown: a vendor page (facts table, facts list, setup steps)', () => {
  const html = docPage(`
<p>Stripe processes card and wallet payments.</p>
<h2 id=capabilities-and-requirements>Capabilities and requirements</h2>
<div class=facts_WVkk><table class=table_Z2Yq><caption>What the <!-- -->Stripe<!-- --> connector supports<thead><tr><th scope=col>Capability<th scope=col>Supported<th scope=col>What it does<tbody>
<tr><th scope=row>Data discovery<td><span class=supported_K7rR><span aria-hidden=true class=mark_lHxf>✓</span>Yes</span><td>Scans the tool and proposes fields with classifications
<tr><th scope=row>Opt-out<td><span class=unsupported_tEic><span aria-hidden=true class=mark_lHxf>–</span>No</span><td>Records an unsubscribe or do-not-sell opt-out in the tool</table>
<dl class=factList_Q7mj><dt>Authentication<dd>API key<dt>Prerequisites<dd><ul><li><span>A restricted key (</span><code>rk_live_</code><span>) rather than the secret key</span></ul></dl></div>
<h2 id=set-up>Set up the Stripe connector</h2>
<ol><li>Create a data store for <!-- -->Stripe<!-- -->. List the connectors with<!-- --> <code>GET /v1/data-discovery/connectors</code>:${prismBlock('bash', ['curl &quot;https://api.privana.example/v1/data-discovery/connectors?name=Stripe&quot; \\', '  -H &quot;x-privana-api-key: $PRIVANA_API_KEY&quot;'])}<li>Select <strong>Run scan</strong>.</ol>
<p>Compare it in the <a href=/integrations/data-discovery-integrations/list-of-capabilities>list of capabilities</a>.</p>`, {title: 'Stripe integration', description: 'Stripe processes card and wallet payments.'});
  const markdown = htmlToMarkdown(html, links('/integrations/data-discovery-integrations/stripe'))?.markdown ?? '';

  it('does not repeat a description the page already opens with', () => {
    expect(markdown.match(/Stripe processes card and wallet payments\./g)).toHaveLength(1);
  });

  it('keeps the facts table with its caption, without the decorative marks or React text separators', () => {
    expect(markdown).toContain('**What the Stripe connector supports**');
    expect(markdown).toContain('| Data discovery | Yes | Scans the tool and proposes fields with classifications |');
    expect(markdown).toContain('| Opt-out | No | Records an unsubscribe or do-not-sell opt-out in the tool |');
    expect(markdown).not.toMatch(/✓|–|<!--/);
  });

  it('turns the facts list into term: definition items, nesting list definitions', () => {
    expect(markdown).toContain('- **Authentication**: API key');
    expect(markdown).toContain('- **Prerequisites**\n  - A restricted key (`rk_live_`) rather than the secret key');
  });

  it('keeps the numbered setup steps with their curl sample', () => {
    expect(markdown).toContain('1. Create a data store for Stripe. List the connectors with `GET /v1/data-discovery/connectors`:');
    expect(markdown).toContain('   ```bash\n   curl "https://api.privana.example/v1/data-discovery/connectors?name=Stripe" \\\n     -H "x-privana-api-key: $PRIVANA_API_KEY"\n   ```');
    expect(markdown).toContain('2. Select **Run scan**.');
    expect(markdown).toContain(`[list of capabilities](${SITE}/integrations/data-discovery-integrations/list-of-capabilities.md)`);
  });
});

describe('htmlToMarkdown: an API reference operation ([data-md-root], [data-md-skip])', () => {
  const html = `<!doctype html><html><head><title>Customer REST API reference | Privana Documentation</title>
<meta name=description content="Every call of the platform API."></head><body>
<nav class=navbar>Privana</nav>
<main><nav data-md-skip aria-label="Operations"><a href="#operation/listSubjectRightsRequests">List subject rights requests</a></nav>
<div data-md-root><h1>Customer REST API reference</h1>
<p>Base URL <code>https://api.privana.example</code>.</p>
<section><h2 id=operation-listSubjectRightsRequests>List subject rights requests</h2>
<p><code>GET /v1/subject-rights/requests</code></p>
<h3>Query parameters</h3>
<table><thead><tr><th>Name<th>Type<th>Required<th>Description<tbody>
<tr><td><code>limit</code><td>integer<td>No<td>Page size, 1 to 500. Default 50.
<tr><td><code>status</code><td>string<td>No<td>Only requests in this status.</table>
<h3>Response 200</h3>
<details><summary><code>items</code> array of objects</summary>
<details><summary><code>dsarId</code> string</summary><p>Identifier of the request.</p></details>
<details><summary><code>status</code> string</summary><p>One of <code>open</code>, <code>closed</code>.</p></details>
</details>
<div class=samples><div role=tablist data-md-skip><button>curl</button><button>Node.js</button></div>
<pre><code class="language-bash">curl "https://api.privana.example/v1/subject-rights/requests?limit=50" \\
  -H "x-privana-api-key: $PRIVANA_API_KEY"</code></pre>
<div data-md-skip><pre><code class="language-javascript">const response = await fetch(url);</code></pre></div>
</div></section></div>
</main><footer>Copyright</footer></body></html>`;
  const markdown = htmlToMarkdown(html, links('/customer-rest-api/developer-api-doc'))?.markdown ?? '';

  it('takes the [data-md-root] element as the content and leaves out everything marked [data-md-skip]', () => {
    expect(markdown.startsWith('# Customer REST API reference\n\n> Every call of the platform API.\n')).toBe(true);
    expect(markdown).not.toContain('Operations');
    expect(markdown).not.toContain('Node.js');
    expect(markdown).not.toContain('await fetch');
    expect(markdown).not.toContain('Copyright');
  });

  it('keeps the operation, its parameter table, its property tree and the curl sample', () => {
    expect(markdown).toContain('## List subject rights requests\n\n`GET /v1/subject-rights/requests`');
    expect(markdown).toContain('### Query parameters');
    expect(markdown).toContain('| `limit` | integer | No | Page size, 1 to 500. Default 50. |');
    expect(markdown).toContain('**`items` array of objects**\n\n**`dsarId` string**\n\nIdentifier of the request.\n\n**`status` string**\n\nOne of `open`, `closed`.');
    expect(markdown).toContain('```bash\ncurl "https://api.privana.example/v1/subject-rights/requests?limit=50" \\\n  -H "x-privana-api-key: $PRIVANA_API_KEY"\n```');
  });

  it('writes a field name that links to its own row as the name in code, and keeps links to other places', () => {
    const doc = docPage(
      '<ul><li id="object/Page/next"><a href="#object/Page/next">next</a> <span>string</span> <strong>required</strong>' +
        '<div><p>See <a href="#object/Page">the Page object</a>.</p></div></li></ul>' +
        '<table><tbody><tr id="operation/list/query/limit"><th scope=row><a href="#operation/list/query/limit">limit</a><td>integer</table>',
    );
    const twin = htmlToMarkdown(doc, links('/customer-rest-api/developer-api-doc'))?.markdown ?? '';
    expect(twin).toContain('- `next` string **required**');
    expect(twin).toContain('| `limit` | integer |');
    expect(twin).toMatch(/\[the Page object\]\(\S+developer-api-doc\.md#object\/Page\)/);
  });

  it('honours [data-md-root] over the doc body, and [data-md-skip] inside a doc body', () => {
    const doc = docPage('<p>Body text.</p><div data-md-skip><p>Widget only.</p></div><div data-md-root><p>Marked root.</p></div>');
    expect(htmlToMarkdown(doc, links('/x'))?.markdown).toContain('Marked root.');
    expect(htmlToMarkdown(doc, links('/x'))?.markdown).not.toContain('Body text.');
    const plain = docPage('<p>Body text.</p><div data-md-skip><p>Widget only.</p></div>');
    expect(htmlToMarkdown(plain, links('/x'))?.markdown).toContain('Body text.');
    expect(htmlToMarkdown(plain, links('/x'))?.markdown).not.toContain('Widget only.');
  });
});

describe('htmlToMarkdown: pages outside the docs', () => {
  it('reads <main> of a page without a doc body, and turns block-level card links into linked headings', () => {
    const html = `<html><head><title>Privana Documentation</title><meta name=description content="Guides and API references."></head><body>
<nav>menu</nav><main><h1>Developer documentation</h1><ul><li><a href=/cmp/><span>Cookie consent</span><h3>Consent management platform</h3><p>Configure the banner.</p></a></ul></main></body></html>`;
    const markdown = htmlToMarkdown(html, links('/'))?.markdown ?? '';
    expect(markdown).toContain('# Developer documentation\n\n> Guides and API references.');
    expect(markdown).toContain(`### [Consent management platform](${SITE}/cmp.md)`);
    expect(markdown).toContain('Configure the banner.');
    expect(markdown).not.toContain('menu');
  });

  it('gives no twin for a page without content', () => {
    expect(htmlToMarkdown('<html><head><title>Redirect</title></head><body><script>location="/"</script></body></html>', links('/old'))).toBeNull();
  });
});
