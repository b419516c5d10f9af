/** Human names of the site areas, by route prefix (first match wins). */
export const CATEGORY_BY_ROUTE_PREFIX: ReadonlyArray<readonly [string, string]> = [
  ['/assessments', 'Assessments'],
  ['/cmp', 'Consent Management Platform'],
  ['/consent-prompts', 'Consent Prompts'],
  ['/integrations', 'Integrations'],
  ['/subject-rights', 'Subject Rights'],
  ['/customer-rest-api', 'Customer REST API'],
  ['/uc', 'Unified Consent'],
];
export const DEFAULT_CATEGORY = 'Documentation';
