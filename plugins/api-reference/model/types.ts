/**
 * The reference model: what an API reference page shows, computed at build time from an OpenAPI
 * document. Plain data (JSON-serialisable), so the build can hand it to the page renderer.
 */

import type {IntroSectionView} from './introSections';

/** One line of a property or parameter: `minLength 1`, `pattern ^[a-z]+$`, `format uuid`. */
export interface Constraint {
  label: string;
  value: string;
}

export interface PropertyNode {
  /** Property name; `[]` for the items of an array, `{key}` for additionalProperties. */
  name: string;
  /** Dot path from the body root, e.g. `dsarDetails.email`, `rules[].id`. */
  path: string;
  /** Element id of the property, e.g. `operation/createRule/request/rules[].id`. */
  anchor: string;
  type: string;
  required: boolean;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  /** Description as HTML, rendered from the document's Markdown. */
  descriptionHtml: string;
  constraints: Constraint[];
  enumValues: string[];
  defaultValue?: string;
  children: PropertyNode[];
  /** Alternatives of a oneOf/anyOf, each with its own properties. */
  variants: {title: string; kind: 'oneOf' | 'anyOf'; children: PropertyNode[]}[];
  /** Set when the schema refers to one of its ancestors: link there instead of recursing. */
  cycle?: {anchor: string; name: string};
  /** Set when the property is a documented object (or an array of them): its tree is there, not here. */
  object?: ObjectLink;
}

/** A link to "The X object", where a documented object's properties are. */
export interface ObjectLink {
  anchor: string;
  /** The schema's name, e.g. `CmpConfig`. */
  name: string;
  /** Properties this place requires although the object does not (`allOf` of the object and a `required` list). */
  alsoRequired: string[];
}

export interface SchemaView {
  /** Type of the root, e.g. `object`, `array of object`, `string (binary)`. */
  type: string;
  descriptionHtml: string;
  properties: PropertyNode[];
  /** Alternatives of a root oneOf/anyOf. */
  variants: PropertyNode['variants'];
  /** Set when the body is a documented object (or an array of them): "Returns a X object". */
  object?: ObjectLink;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParameterView {
  name: string;
  in: ParameterLocation;
  anchor: string;
  type: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  constraints: Constraint[];
  enumValues: string[];
  defaultValue?: string;
  example?: string;
}

export interface ExampleView {
  /** Name of a named example, or '' for the single `example`. */
  name: string;
  summary: string;
  /** Pretty-printed JSON, or the text of a non-JSON example. */
  value: string;
  language: 'json' | 'text';
  /** The value, highlighted (HTML). */
  html: string;
}

export interface MediaView {
  contentType: string;
  schema: SchemaView;
  examples: ExampleView[];
}

export interface HeaderView {
  name: string;
  type: string;
  descriptionHtml: string;
  /** A header most responses send (the rate-limit headers): described once, under Response headers; its anchor. */
  shared?: string;
}

/** A header written once under `components/headers` and sent by many responses, described once. */
export interface SharedHeaderView {
  name: string;
  anchor: string;
  type: string;
  descriptionHtml: string;
}

export interface ResponseView {
  status: string;
  anchor: string;
  descriptionHtml: string;
  isError: boolean;
  headers: HeaderView[];
  content: MediaView[];
  /** A deprecated operation's body that is its replacement's: shown as a link there, not again. */
  sameAs?: BodyLink;
  /** An error response many operations share: its headers, body and examples are under Error responses. */
  shared?: BodyLink;
}

/** An error response written once in the document and returned by many operations. */
/** A block's height in CSS pixels while off screen and not laid out, narrow (a phone) and wide (≥ 1280 px): see estimatedHeight.ts. */
export interface EstimatedHeight {
  narrow: number;
  wide: number;
}

export interface SharedResponseView {
  /** Its name under `components/responses`, e.g. `Unauthorized`. */
  name: string;
  /** Heading: the statuses it is returned with and its name in words, e.g. `401 Unauthorized`. */
  label: string;
  anchor: string;
  descriptionHtml: string;
  headers: HeaderView[];
  content: MediaView[];
  estimatedHeight: EstimatedHeight;
}

/** Where the same body is documented in full. */
export interface BodyLink {
  anchor: string;
  label: string;
}

export interface RequestBodyView {
  required: boolean;
  descriptionHtml: string;
  content: MediaView[];
  sameAs?: BodyLink;
}

export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'ruby' | 'go';

export interface RequestSample {
  language: SampleLanguage;
  label: string;
  /** Prism language of the code. */
  syntax: string;
  code: string;
  /** The code, highlighted (HTML). */
  html: string;
}

export interface SecurityView {
  /** Header that carries the key, e.g. `x-privana-api-key`. */
  header: string;
  /** Name of the security scheme, for the link to the authentication section. */
  scheme: string;
  anchor: string;
}

export interface OperationView {
  operationId: string;
  /** `operation/<operationId>`: the anchor guides and search link to. */
  anchor: string;
  kind: 'operation' | 'webhook';
  method: string;
  /** Path, or the webhook's name. */
  path: string;
  summary: string;
  descriptionHtml: string;
  deprecated: boolean;
  /** Anchor and label of the operation that replaces a deprecated one. */
  replacement?: {anchor: string; label: string};
  /** Empty when the operation needs no key. */
  security: SecurityView[];
  parameters: ParameterView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  samples: RequestSample[];
  /** Other servers than the one the samples call (the unified consent API's regions). */
  otherServers: {url: string; description: string}[];
  /** Placeholder height (CSS px) while the operation is off screen and not laid out: narrow, and ≥ 1280 px. */
  estimatedHeight: EstimatedHeight;
}

/**
 * "The X object": a named schema that several operations return, or a large one nested in several
 * bodies, documented once; bodies and properties that are such an object link here.
 */
export interface ObjectView {
  name: string;
  /** `object/<name>`; its properties are `object/<name>/<path>`. */
  anchor: string;
  descriptionHtml: string;
  /** Every property, whichever way it travels (read-only and write-only ones are flagged). */
  schema: SchemaView;
  /** An example of the object: from a documented response or request example, else built from the schema. */
  example?: ExampleView;
  /** The operations whose success response is this object or a list of it. */
  returnedBy: BodyLink[];
  estimatedHeight: EstimatedHeight;
}

export interface TagView {
  name: string;
  anchor: string;
  descriptionHtml: string;
  /** The objects first used by this tag's operations, shown before them. */
  objects: ObjectView[];
  operations: OperationView[];
}

export interface SecuritySchemeView {
  name: string;
  anchor: string;
  header: string;
  descriptionHtml: string;
}

export interface ReferenceModel {
  /** Short id of the document, also its file name in openapi/ and its download name. */
  id: string;
  /** The API's own name, e.g. "Customer REST API". */
  apiName: string;
  /** Guide page on this API's keys, linked from the Authentication section. */
  authenticationGuide?: string;
  title: string;
  version: string;
  summary: string;
  /** The introduction (`info.description`) before its first `##` topic. */
  descriptionHtml: string;
  /** The introduction's `##` topics, each with its own id, sidebar entry and search record. */
  introSections: IntroSectionView[];
  downloadUrl: string;
  servers: {url: string; description: string}[];
  securitySchemes: SecuritySchemeView[];
  tags: TagView[];
  webhooks: OperationView[];
  /** Error responses shared by several operations, each shown once; operations link to them. */
  sharedResponses: SharedResponseView[];
  /** Headers sent by several responses, each described once; responses link to them. */
  sharedHeaders: SharedHeaderView[];
  /** Set in a production build: the file each non-first sample language is loaded from (language → path). */
  lazySamples?: Record<string, string>;
  /**
   * Where ids that the page had before objects were documented once now are: an id prefix (a
   * response, or a property that is now a link) → the object's anchor. A deep link
   * `#operation/<id>/response/200/configuration.bannerText` follows them to
   * `#object/CmpConfigSettings/bannerText` (client/fragment.ts).
   */
  aliases: Record<string, string>;
}

/** What the navigation needs: small enough to ship to the browser. */
export interface NavItem {
  anchor: string;
  method: string;
  label: string;
  deprecated: boolean;
  /** Path and the names of its parameters and body fields, space-separated, for the filter (`dsar` finds `dsarId`). */
  terms?: string;
}

export interface NavModel {
  groups: {label: string; anchor: string; items: NavItem[]}[];
  /** The model's id aliases, for deep links to ids that moved into an object. */
  aliases?: Record<string, string>;
}
