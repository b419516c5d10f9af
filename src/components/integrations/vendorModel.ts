/**
 * What a data-discovery vendor record is (the shape of one entry of data/vendors.json) and the
 * labels and routes around it, without the catalogue: a vendor page imports only its own record
 * (see plugins/vendor-record), so its components must not pull in every vendor.
 */
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
 * collator per call, and the vendor list and the capability matrix sort while their page loads.
 */
export const nameCollator = new Intl.Collator('en', {sensitivity: 'base'});
