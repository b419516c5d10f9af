import type {Config} from '@docusaurus/types';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import {
  COMPANY_NAME,
  COPYRIGHT_YEARS,
  PRODUCT_NAME,
  SITE_URL,
} from './src/constants/site';
import {apiReferenceLinks, type Options as ApiReferenceOptions} from './plugins/api-reference/node';
import type {Options as SearchOptions} from './plugins/search/node';
import {sidebarItemsGenerator} from './config/sidebarItems';
import {isVendorDocId} from './config/vendorDocs';
import remarkEndpointLinks from './plugins/endpoint-links/remarkEndpointLinks';
import {loadApiOperations} from './plugins/endpoint-links/apiOperations';
import rehypeTableLabels from './plugins/table-labels/rehypeTableLabels';
import cspHashesPlugin from './plugins/csp-hashes';
import integrationsChunkPlugin from './plugins/integrations-chunk';
import vendorRecordPlugin from './plugins/vendor-record';
import vendorRoutesPlugin from './plugins/vendor-routes';
import slimPrismPlugin from './plugins/slim-prism';
import patchCachePlugin from './plugins/patch-cache';
import {leanDocs} from './plugins/lean-docs';
import markdownTwinsPlugin from './plugins/markdown-twins';
import docsMcpPackPlugin from './plugins/docs-mcp-pack';
import mockPackPlugin from './plugins/mock-pack';
import socialCardsPlugin from './plugins/social-cards';
import {hasFullGitHistory} from './plugins/last-update/gitHistory';
import changelogFeedPlugin from './plugins/changelog-feed';
import {darkCodeTheme, lightCodeTheme} from './src/css/prismThemes';
import {productAreas, sdkGroups} from './src/data/productNames';

// The API reference plugin's options (defaults in plugins/api-reference/options.ts): the endpoint
// links, which remark runs before any plugin content exists, read the same documents folder.
const API_REFERENCE_OPTIONS: ApiReferenceOptions = {};

/** The product areas and SDKs the navbar and footer link to, named once (src/data/productNames.ts). */
const areaLinks = productAreas.map(({label, to}) => ({label, to}));

const apiLinks = [
  {label: 'Customer REST API', to: '/customer-rest-api'},
  ...apiReferenceLinks,
];

const sdkLinks = sdkGroups.map(({label, to}) => ({label, to}));

const config: Config = {
  title: `${PRODUCT_NAME} Documentation`,
  tagline: 'Integrate cookie consent, subject rights, data discovery and unified consent.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: undefined,

  // "Last updated" dates come from git only when the full history is there (not in a tarball or a
  // shallow clone, where they would be missing or wrong): otherwise they are left out.
  future: {v4: true, faster: true, experimental_vcs: hasFullGitHistory(__dirname)},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  plugins: [
    [
      // The vendor pages stay out of the docs data every page loads (plugins/lean-docs).
      leanDocs(isVendorDocId),
      {
        routeBasePath: '/',
        path: 'docs',
        sidebarPath: './sidebars.ts',
        sidebarItemsGenerator,
        // `GET /v1/…` in a guide links to its operation in the reference; an unknown one fails the build.
        remarkPlugins: [[remarkEndpointLinks, {operations: loadApiOperations(__dirname, API_REFERENCE_OPTIONS.openapiDir)}]],
        // Column names on table cells, for the one-row-per-block phone layout of wide tables.
        rehypePlugins: [rehypeTableLabels],
        tags: 'tags.yml',
        onInlineTags: 'throw',
        showLastUpdateTime: true,
      } satisfies Docs.Options,
    ],
    ['@docusaurus/plugin-content-pages', {}],
    ['@docusaurus/plugin-sitemap', {changefreq: 'weekly', priority: 0.5}],
    cspHashesPlugin,
    integrationsChunkPlugin,
    vendorRecordPlugin,
    // One route for every vendor page in the browser's route table (plugins/vendor-routes).
    vendorRoutesPlugin,
    slimPrismPlugin,
    patchCachePlugin,
    changelogFeedPlugin,
    // Both API references, their search records and downloads (plugins/api-reference). The other
    // readers of the documents take their place from its content, or (endpoint links) from here.
    ['./plugins/api-reference/index.ts', API_REFERENCE_OPTIONS],
    // Markdown twin of every page, /llms.txt and /llms-full.txt, once the HTML is written.
    markdownTwinsPlugin,
    // The local MCP server with a snapshot of this build, at /downloads/privana-docs-mcp.tgz.
    docsMcpPackPlugin,
    // The local mock of both APIs, with this build's OpenAPI documents, at /downloads/privana-mock.tgz.
    mockPackPlugin,
    // A card per page costs more build time than allowed (README): on only when PRIVANA_PAGE_CARDS=1.
    [socialCardsPlugin, {perPage: process.env.PRIVANA_PAGE_CARDS === '1'}],
    // Offline reading: the service worker /sw.js and its registration (plugins/offline).
    './plugins/offline/index.ts',
    // .gz twins of the build's text files, written once the whole build is done (see its comment).
    './plugins/precompress/index.ts',
  ],

  themes: [
    // theme-classic without its ?docusaurus-data-* query parameters on <html> (plugins/classic-theme).
    ['./plugins/classic-theme/index.ts', {customCss: ['./src/css/custom.css', './src/css/print.css']}],
    // The site search (plugins/search): index, engine and @theme/SearchBar. A theme after
    // theme-classic, so that its SearchBar replaces theme-classic's empty one.
    ['./plugins/search/index.ts', {} satisfies SearchOptions],
  ],

  themeConfig: {
    // 1200×630 PNG drawn by plugins/social-cards (npm run social-card); Docusaurus needs a raster image here.
    image: 'img/social-card.png',
    metadata: [{name: 'referrer', content: 'strict-origin-when-cross-origin'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'uc-v2-regional-hosts-2025',
      content:
        'Unified consent v2 now runs in two regions. <a href="/uc/">Pick the right host for your visitors</a>.',
      backgroundColor: '#1b1f4b',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: PRODUCT_NAME,
      hideOnScroll: true,
      logo: {alt: `${PRODUCT_NAME} logo`, src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'dropdown', label: 'Products', position: 'left', items: areaLinks},
        {type: 'dropdown', label: 'API', position: 'left', items: apiLinks},
        {type: 'dropdown', label: 'SDKs', position: 'left', items: sdkLinks},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Products', items: areaLinks},
        {title: 'APIs', items: apiLinks},
        {title: 'SDKs', items: sdkLinks},
      ],
      copyright: `Copyright © ${COPYRIGHT_YEARS} ${COMPANY_NAME}`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['ruby', 'swift', 'objectivec', 'kotlin', 'bash', 'diff', 'json', 'typescript'],
    },
  } satisfies UserThemeConfig,
};

export default config;
