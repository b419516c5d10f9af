import {CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE} from '../../src/constants/site';

/**
 * The OpenAPI documents of the site and the page that renders each: the one list that the
 * reference pages, the search records, the Markdown twins and the download links read. Plain data,
 * so that browser code (which links need a full page load) can read it too.
 */
export interface ApiReferenceSource {
  /** File name in openapi/ without `.yaml`; also its download name. */
  id: 'customer-rest-api' | 'unified-consent-api';
  route: string;
  /** The API's own name: the page heading is "<apiName> reference" (info.title stays the spec's "API Reference"). */
  apiName: string;
  /** Label of navbar and footer links. */
  label: string;
  description: string;
  /** Category of its operations and fields in the site search. */
  searchCategory: string;
  /** The guide page on creating, rotating and protecting this API's keys, linked from its Authentication section. */
  authenticationGuide: string;
}

export const API_REFERENCES: readonly ApiReferenceSource[] = [
  {
    id: 'customer-rest-api',
    route: CUSTOMER_API_REFERENCE_ROUTE,
    apiName: 'Customer REST API',
    label: 'Customer REST API reference',
    description: 'Reference of every call of the Privana customer REST API (v1): cookie consent, subject rights and data discovery.',
    searchCategory: 'Customer REST API',
    authenticationGuide: '/customer-rest-api/authentication',
  },
  {
    id: 'unified-consent-api',
    route: UC_API_REFERENCE_ROUTE,
    apiName: 'Unified consent API',
    label: 'Unified consent API reference',
    description: 'Reference of every call of the Privana unified consent API (v2): consents, collections, subjects, sessions and tokens.',
    searchCategory: 'Unified Consent API',
    authenticationGuide: '/uc/#keys',
  },
];

/** Public URL of an OpenAPI document in the built site. */
export function openapiDownloadPath(id: ApiReferenceSource['id']): string {
  return `/openapi/${id}.yaml`;
}

/** Navbar/footer links to the rendered references. */
export const apiReferenceLinks: {label: string; to: string}[] = API_REFERENCES.map(({label, route}) => ({label, to: route}));
