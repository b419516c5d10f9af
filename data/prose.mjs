/**
 * Turns a category label ("CRM", "IT service management", "Email marketing") into the form it takes
 * inside a sentence: ordinary words are lowercased, acronyms (words of two or more capitals, such as
 * CRM, HR, SMS, IT, ERP) keep their case, so "Other CRM connectors", not "Other crm connectors".
 * Shared by the page generator and its unit test.
 */
export function categoryInProse(category) {
  return category
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word.replace(/[^A-Za-z0-9]/g, '')) ? word : word.toLowerCase()))
    .join(' ');
}

/**
 * A vendor's authorising role as it reads after "a user with": "the Administrator role", but "the
 * Administrator with API User role" for a role whose name already ends in "role" (never "role role").
 */
export function roleInProse(role) {
  return /\brole$/i.test(role.trim()) ? `the ${role}` : `the ${role} role`;
}

/** Connector categories whose pages a reader looking for a ticketing integration lands on. */
const TICKETING_CATEGORIES = new Set(['Helpdesk', 'IT service management']);
/** Vendors whose tickets Privana creates itself. */
const NATIVE_TICKETING = new Set(['jira', 'jira-service-management']);
const TICKETING_SECTION = '/subject-rights/#ticketing-tools-jira-servicenow-zendesk-and-others';

/**
 * The "Looking for ticketing?" note of a connector page, or null. A connector of a ticketing tool
 * scans it for personal data; its setup reads like a ticketing setup, so the page says where
 * tickets for subject rights work are made: Jira natively, the others through the API.
 */
export function ticketingNote(vendor) {
  const {slug, name, category} = vendor;
  if (NATIVE_TICKETING.has(slug)) {
    return `This connector scans ${name} for personal data; it creates no issues. To turn each subject rights action item into a Jira issue and keep its status in step, use the [Jira ticketing integration](/subject-rights/jira).`;
  }
  if (!TICKETING_CATEGORIES.has(category)) return null;
  return (
    `This connector scans ${name} for personal data; it creates no tickets. To open a ${name} ticket for each ` +
    `subject rights action item and complete the item when the ticket is solved, use the API and the status webhook: ` +
    `see [ticketing tools](${TICKETING_SECTION}), with a ready-made bridge for ServiceNow and Zendesk.`
  );
}
