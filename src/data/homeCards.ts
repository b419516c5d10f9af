import {CUSTOMER_API_REFERENCE_ROUTE, UC_API_REFERENCE_ROUTE} from '../constants/site';

export type HomeCard = {kicker: string; title: string; description: string; to: string};

export const homeAreas: HomeCard[] = [
  {kicker: 'Cookie consent', title: 'Consent management platform', to: '/cmp/',
    description: 'Configure the privana.js banner, classify cookies and scripts, and publish configurations.'},
  {kicker: 'Subject rights', title: 'Subject rights requests', to: '/subject-rights/',
    description: 'Take in, verify and fulfil access, deletion and opt-out requests, with Jira and Slack.'},
  {kicker: 'Data discovery', title: 'Integrations', to: '/integrations/',
    description: 'Connect about 150 business tools and the warehouses and identity providers that hold personal data.'},
  {kicker: 'Unified consent', title: 'Unified consent', to: '/uc/',
    description: 'One consent record per person across web, mobile and consumer single sign-on.'},
  {kicker: 'In-product', title: 'Consent prompts', to: '/consent-prompts/',
    description: 'Ask for consent at the moment it matters, inside your own product, and react to the answer.'},
  {kicker: 'Governance', title: 'Assessments', to: '/assessments/docs/',
    description: 'Run privacy impact and vendor assessments and import templates from CSV.'},
];

export const homeReferences: HomeCard[] = [
  {kicker: 'REST · v1', title: 'Customer REST API', to: '/customer-rest-api',
    description: 'Authentication, pagination, errors and limits of the platform API.'},
  {kicker: 'Reference · v1', title: 'Customer REST API reference', to: CUSTOMER_API_REFERENCE_ROUTE,
    description: 'Every call for cookie consent, subject rights requests and data discovery, with examples.'},
  {kicker: 'Reference · v2', title: 'Unified consent API reference', to: UC_API_REFERENCE_ROUTE,
    description: 'Consents, collections, subjects, sessions and tokens on the regional hosts.'},
  {kicker: 'JavaScript', title: 'Unified consent JS SDK', to: '/uc/js-sdk/',
    description: 'Record and read consent from the browser with @privana/uc-js.'},
  {kicker: 'Android · iOS · React Native', title: 'Cookie consent mobile SDKs', to: '/cmp/mobile-sdks/',
    description: 'Show the consent dialog in native and React Native apps.'},
  {kicker: 'Android · iOS', title: 'Unified consent mobile SDKs', to: '/uc/mobile-sdks/',
    description: 'Sync consent between your apps and the unified consent service.'},
];
