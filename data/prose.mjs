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
