/**
 * The files of a snapshot (data/ in the package), written by the pack step (plugins/docs-mcp-pack) at the end of a
 * site build and read by the server. Plain JSON shapes, no logic.
 */

/** data/site.json */
export interface SiteInfo {
  /** Origin of the docs, e.g. https://docs.privana.example: every URL the tools return is on it. */
  siteUrl: string;
  productName: string;
  /** When the site was built (ISO-8601) and the version of its search database. */
  builtAt: string;
  searchVersion: string;
}

/** One entry of data/pages.json, in sidebar order. */
export interface PageEntry {
  /** Site path, e.g. `/cmp/` or `/integrations/hubspot`. */
  route: string;
  title: string;
  category: string;
  /** Path of the Markdown twin under data/twins/, e.g. `/cmp.md`. */
  twin: string;
}

/**
 * data/search-files.json: the files of the site's search the snapshot holds, by their path on the
 * site under data/ (`search/manifest.json`, `search/search-db.json`, `search/split/core.json` and
 * the split index's pieces, `search/split/<version>/terms-0.json`…).
 */
export type SearchFileList = string[];

/** One request sample of an operation. */
export interface SampleEntry {
  language: string;
  label: string;
  syntax: string;
  code: string;
}

/** One operation of data/reference.json, already rendered as Markdown except its sample. */
export interface OperationEntry {
  operationId: string;
  method: string;
  /** Path, or the webhook's name. */
  path: string;
  kind: 'operation' | 'webhook';
  summary: string;
  /** Name of the API (e.g. "Customer REST API (v1)"). */
  api: string;
  /** Site path of the operation in its reference page, e.g. `/api-reference/customer#operation/x`. */
  route: string;
  deprecated: boolean;
  markdown: string;
  /** Names of the API objects (components/schemas) its parameters and bodies use. */
  objects: string[];
  samples: SampleEntry[];
}

/** One API object (a named schema of components/schemas). */
export interface ObjectEntry {
  name: string;
  api: string;
  markdown: string;
  /** The JSON Schema (OpenAPI 3.1 schemas are JSON Schema 2020-12), with its references inlined under $defs. */
  schema: Record<string, unknown>;
}

/** data/reference.json */
export interface ReferenceSnapshot {
  apis: {id: string; name: string; route: string}[];
  operations: OperationEntry[];
  objects: ObjectEntry[];
}
