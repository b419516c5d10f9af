import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {categoryInProse, roleInProse, ticketingNote} from '../../data/prose.mjs';
import type {Vendor} from '../../src/components/integrations/vendorModel';

/**
 * The generated vendor pages read like prose written by hand: acronyms keep their case inside
 * sentences ("Other CRM connectors"), list items are whole, and the scopes of the most used
 * vendors cover what their pages say the connector reads, without blanket access where the
 * vendor offers finer scopes.
 */

const ROOT = join(__dirname, '../..');
const vendors = JSON.parse(readFileSync(join(ROOT, 'data/vendors.json'), 'utf8')) as Vendor[];
const bySlug = (slug: string) => vendors.find((v) => v.slug === slug)!;
const pagesDir = join(ROOT, 'docs/integrations/data-discovery-integrations');

describe('categoryInProse', () => {
  it.each([
    ['CRM', 'CRM'],
    ['HR', 'HR'],
    ['SMS marketing', 'SMS marketing'],
    ['IT service management', 'IT service management'],
    ['E-commerce', 'e-commerce'],
    ['Email marketing', 'email marketing'],
    ['ERP', 'ERP'],
  ])('%s reads as "%s"', (category, expected) => {
    expect(categoryInProse(category)).toBe(expected);
  });
});

describe('roleInProse', () => {
  it.each([
    ['Administrator', 'the Administrator role'],
    ['Administrator with API User role', 'the Administrator with API User role'],
    ['Super admin (Enterprise) or workspace admin', 'the Super admin (Enterprise) or workspace admin role'],
  ])('%s reads as "%s"', (role, expected) => {
    expect(roleInProse(role)).toBe(expected);
  });
});

describe('generated vendor pages', () => {
  const pages = readdirSync(pagesDir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({file: f, text: readFileSync(join(pagesDir, f), 'utf8')}));
  const acronyms = [...new Set(vendors.flatMap((v) => v.category.split(' ')).filter((w) => /^[A-Z]{2,}$/.test(w)))];

  it('keep the case of acronyms in their sentences', () => {
    expect(acronyms).toEqual(expect.arrayContaining(['CRM', 'HR', 'SMS', 'IT']));
    const lowered = pages.flatMap(({file, text}) =>
      acronyms.filter((a) => new RegExp(`Other ${a.toLowerCase()}\\b`).test(text)).map((a) => `${file}: ${a}`),
    );
    expect(lowered).toEqual([]);
  });

  it('have whole list items (no item split at a comma inside parentheses)', () => {
    const broken = vendors.flatMap((v) =>
      [...v.scopes, ...v.scannedObjects, ...v.personalData, ...v.prerequisites]
        .filter((item) => (item.match(/\(/g) ?? []).length !== (item.match(/\)/g) ?? []).length)
        .map((item) => `${v.slug}: ${item}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('scopes of the most used vendors', () => {
  const scopes = (slug: string) => bySlug(slug).scopes.join(' ');

  it('HubSpot can read the deals and tickets it scans', () => {
    expect(bySlug('hubspot').scannedObjects).toEqual(expect.arrayContaining(['deals', 'tickets']));
    expect(scopes('hubspot')).toContain('`crm.objects.deals.read`');
    expect(scopes('hubspot')).toContain('`tickets`');
  });

  it('Zendesk asks for resource scopes, not blanket read and write', () => {
    expect(bySlug('zendesk').scopes.some((s) => /^`(read|write)`$/.test(s))).toBe(false);
    expect(scopes('zendesk')).toContain('`users:write`');
  });

  it.each([
    ['slack', 'files metadata', '`files:read`'],
    ['klaviyo', 'segments', '`segments:read`'],
    ['klaviyo', 'events', '`events:read`'],
    ['shopify', 'draft orders', '`read_draft_orders`'],
    ['braze', 'subscription groups', '`subscription.status.get`'],
  ])('%s can read its %s', (slug, object, scope) => {
    expect(bySlug(slug).scannedObjects).toContain(object);
    expect(scopes(slug)).toContain(scope);
  });

  it('Zoho CRM and Asana use per-module scopes instead of all-access ones', () => {
    expect(scopes('zoho-crm')).not.toContain('ZohoCRM.modules.ALL');
    expect(scopes('asana')).not.toContain('`default`');
  });
});

describe('ticketingNote', () => {
  it('sends the reader of a helpdesk or IT service management connector to the ticketing recipe on the subject rights page', () => {
    for (const slug of ['servicenow', 'zendesk', 'freshdesk']) {
      expect(ticketingNote(bySlug(slug))).toContain('](/subject-rights/#ticketing-tools-jira-servicenow-zendesk-and-others)');
    }
  });

  it('sends the reader of a Jira connector to the built-in Jira ticketing integration', () => {
    expect(ticketingNote(bySlug('jira'))).toContain('](/subject-rights/jira)');
    expect(ticketingNote(bySlug('jira-service-management'))).toContain('](/subject-rights/jira)');
  });

  it('adds nothing to connectors of other tools', () => {
    expect(ticketingNote(bySlug('bamboohr'))).toBeNull();
  });

  it('is on each generated page it applies to', () => {
    for (const vendor of vendors) {
      const note = ticketingNote(vendor);
      const page = readFileSync(join(pagesDir, `${vendor.slug}.mdx`), 'utf8');
      expect(page.includes(':::note[Looking for ticketing?]'), vendor.slug).toBe(note !== null);
      if (note) expect(page).toContain(note);
    }
  });
});
