import {CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE} from '../constants/site';
import {productAreas, sdks} from './productNames';

export type HomeCard = {kicker: string; title: string; description: string; to: string};

/** The SDKs first: most readers of a developer site come to install one. */
export const homeSdks: HomeCard[] = sdks.map(({label, to, description}) => ({
  kicker: label.replace(/ SDK$/, '').replace(/^(CMP|Unified consent) /, ''),
  title: label,
  to,
  description,
}));

export const homeAreas: HomeCard[] = productAreas.map(({label, to, description}) => ({
  kicker: 'Product area',
  title: label,
  to,
  description,
}));

export const homeReferences: HomeCard[] = [
  {kicker: 'REST · v1', title: 'Customer REST API', to: '/customer-rest-api',
    description: 'Authentication, pagination, errors and limits of the platform API.'},
  {kicker: 'Reference · v1', title: 'Customer REST API reference', to: CUSTOMER_API_REFERENCE_ROUTE,
    description: 'Every call for cookie consent, subject rights requests and data discovery, with examples.'},
  {kicker: 'Reference · v2', title: 'Unified consent API reference', to: UC_API_REFERENCE_ROUTE,
    description: 'Consents, collections, subjects, sessions and tokens on the regional hosts.'},
];
