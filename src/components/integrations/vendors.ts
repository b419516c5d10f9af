/**
 * The data-discovery vendor catalogue: one typed array loaded from data/vendors.json.
 * Every vendor page, the capability matrix and the vendor list read from here, so a fact is edited once.
 */
import vendorData from '../../../data/vendors.json';

/** What a connector can do for a vendor; each flag is one column of the capability matrix. */
export interface VendorCapabilities {
  /** Scans the tool's schema and records and proposes fields with classifications. */
  discovery: boolean;
  /** Retrieves a subject's records for an access request. */
  access: boolean;
  /** Deletes or anonymises a subject's records for an erasure request. */
  deletion: boolean;
  /** Records an opt-out (unsubscribe, do-not-sell) for a subject in the tool. */
  optOut: boolean;
}

export type CapabilityKey = keyof VendorCapabilities;

export type AuthMethod =
  | 'OAuth 2.0'
  | 'API key'
  | 'Basic auth'
  | 'Service account'
  | 'Personal access token';

export interface Vendor {
  /** Lowercase, URL-safe; the page lives at /integrations/data-discovery-integrations/{slug}. */
  slug: string;
  name: string;
  /** The kind of tool, e.g. CRM, Helpdesk, Payments. */
  category: string;
  /** What the tool is and where personal data sits in it; the opening of the vendor page. */
  summary: string;
  capabilities: VendorCapabilities;
  authMethod: AuthMethod;
  /** The role in the vendor's own admin console that can authorise the connector. */
  adminRole: string;
  /** OAuth scopes or API permissions the connector asks for. */
  scopes: string[];
  /** The objects the connector reads during a scan. */
  scannedObjects: string[];
  /** Personal data the tool typically holds. */
  personalData: string[];
  prerequisites: string[];
  /** Vendor-specific caveats: rate limits, sandboxes, plan limits, what is not scanned. */
  setupNotes: string[];
}

export const capabilityKeys: readonly CapabilityKey[] = ['discovery', 'access', 'deletion', 'optOut'];

export const capabilityLabels: Record<CapabilityKey, string> = {
  discovery: 'Data discovery',
  access: 'Access requests',
  deletion: 'Deletion requests',
  optOut: 'Opt-out',
};

/** Base route of the vendor pages. */
export const VENDOR_ROUTE_BASE = '/integrations/data-discovery-integrations';

export function vendorRoute(slug: string): string {
  return `${VENDOR_ROUTE_BASE}/${slug}`;
}

/**
 * One collator for every comparison: `localeCompare` with a locale or options builds an ICU
 * collator per call, and this sort runs while a vendor page loads.
 */
export const nameCollator = new Intl.Collator('en', {sensitivity: 'base'});
const categoryCollator = new Intl.Collator('en');

function byName(a: Vendor, b: Vendor): number {
  return nameCollator.compare(a.name, b.name);
}

/** All vendors, sorted by name as the sidebar and the matrix show them. */
export const vendors: readonly Vendor[] = [...(vendorData as Vendor[])].sort(byName);

const vendorsBySlug = new Map(vendors.map((vendor) => [vendor.slug, vendor]));

/** Throws for an unknown slug so that a typo in a page fails the build instead of rendering nothing. */
export function getVendor(slug: string): Vendor {
  const vendor = vendorsBySlug.get(slug);
  if (!vendor) {
    throw new Error(`Unknown data-discovery vendor "${slug}" (not in data/vendors.json)`);
  }
  return vendor;
}

/** Vendors grouped by category, categories in alphabetical order. */
export function vendorsByCategory(list: readonly Vendor[] = vendors): [string, Vendor[]][] {
  const groups = new Map<string, Vendor[]>();
  for (const vendor of list) {
    const group = groups.get(vendor.category) ?? [];
    group.push(vendor);
    groups.set(vendor.category, group);
  }
  return [...groups.entries()].sort(([a], [b]) => categoryCollator.compare(a, b));
}
