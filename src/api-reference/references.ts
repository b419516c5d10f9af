import {CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE} from '../constants/site';

/**
 * The OpenAPI documents of the site and the page that renders each: the one list that the
 * reference pages, the search index and the download links read.
 */
export interface ApiReferenceSource {
  /** File name in openapi/ without `.yaml`; also its download name. */
  id: 'customer-rest-api' | 'unified-consent-api';
  route: string;
  /** The API's own name, shown under the page title "API Reference". */
  apiName: string;
  /** Label of navbar and footer links. */
  label: string;
  description: string;
}

export const API_REFERENCES: readonly ApiReferenceSource[] = [
  {
    id: 'customer-rest-api',
    route: CUSTOMER_API_REFERENCE_ROUTE,
    apiName: 'Customer REST API (v1)',
    label: 'Customer REST API reference',
    description: 'Reference of every call of the Privana customer REST API (v1): cookie consent, subject rights and data discovery.',
  },
  {
    id: 'unified-consent-api',
    route: UC_API_REFERENCE_ROUTE,
    apiName: 'Unified consent API (v2)',
    label: 'Unified consent API reference',
    description: 'Reference of every call of the Privana unified consent API (v2): consents, collections, subjects, sessions and tokens.',
  },
];

/** Public URL of an OpenAPI document in the built site. */
export function openapiDownloadPath(id: ApiReferenceSource['id']): string {
  return `/openapi/${id}.yaml`;
}
