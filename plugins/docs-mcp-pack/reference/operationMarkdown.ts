import {fragmentToMarkdown} from './fragmentToMarkdown';
import {nameClashes, type NameClash} from './nameClashes';
import type {Constraint, HeaderView, MediaView, ObjectView, OperationView, ParameterView, PropertyNode, ReferenceModel, SchemaView} from './siteReference';

/**
 * An operation of the reference model as Markdown for a model to read: everything the reference
 * page shows but the request samples (get_operation adds the one asked for). Field lists are
 * nested bullet lists with each field's full path, so that "dsarDetails.email" can be quoted.
 */

/** Constraints in words; a min and max length become one range ("5–100 characters"). */
export function describeConstraints(constraints: Constraint[]): string[] {
  const byLabel = new Map(constraints.map((constraint) => [constraint.label, constraint.value]));
  const out: string[] = [];
  const pairs: Array<[string, string, (min?: string, max?: string) => string]> = [
    ['min length', 'max length', (min, max) => (min && max ? `${min}–${max} characters` : min ? `at least ${min} characters` : `at most ${max} characters`)],
    ['items min length', 'items max length', (min, max) => (min && max ? `each item ${min}–${max} characters` : min ? `each item at least ${min} characters` : `each item at most ${max} characters`)],
    ['min items', 'max items', (min, max) => (min && max ? `${min}–${max} items` : min ? `at least ${min} items` : `at most ${max} items`)],
    ['minimum', 'maximum', (min, max) => (min && max ? `from ${min} to ${max}` : min ? `minimum ${min}` : `maximum ${max}`)],
  ];
  const used = new Set<string>();
  for (const [minLabel, maxLabel, phrase] of pairs) {
    const min = byLabel.get(minLabel);
    const max = byLabel.get(maxLabel);
    if (min !== undefined || max !== undefined) {
      out.push(phrase(min, max));
      used.add(minLabel).add(maxLabel);
    }
  }
  for (const constraint of constraints) {
    if (!used.has(constraint.label)) out.push(`${constraint.label} \`${constraint.value}\``);
  }
  return out;
}

function facts(item: {type: string; required: boolean; deprecated: boolean; constraints: Constraint[]; enumValues: string[]; defaultValue?: string} & Partial<Pick<PropertyNode, 'nullable' | 'readOnly' | 'writeOnly'>>): string {
  const parts = [item.type, item.required ? 'required' : 'optional'];
  if (item.nullable) parts.push('nullable');
  if (item.readOnly) parts.push('read-only');
  if (item.writeOnly) parts.push('write-only');
  if (item.deprecated) parts.push('deprecated');
  parts.push(...describeConstraints(item.constraints));
  if (item.enumValues.length > 0) parts.push(`one of ${item.enumValues.map((value) => `\`${value}\``).join(', ')}`);
  if (item.defaultValue !== undefined) parts.push(`default \`${item.defaultValue}\``);
  return parts.join('; ');
}

function inline(html: string, siteUrl: string): string {
  return fragmentToMarkdown(html, siteUrl).replace(/\s*\n\s*/g, ' ');
}

/**
 * The reference page documents an object that several operations use once ("The CmpConfig
 * object") and links to it; here its properties are written out where it is used, with their
 * full paths, so that one call answers. `prefix` is the path of the place that holds the object.
 */
export interface Expansion {
  objects: ReadonlyMap<string, ObjectView>;
  prefix: string;
  /** Objects being written out around this point: an object inside itself is named, not repeated. */
  open: readonly string[];
}

export function propertyLines(properties: PropertyNode[], siteUrl: string, depth = 0, expansion?: Expansion): string[] {
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  const prefix = expansion?.prefix ?? '';
  for (const property of properties) {
    const description = inline(property.descriptionHtml, siteUrl);
    const cycle = property.cycle ? ` Same fields as \`${property.cycle.name}\` above.` : '';
    const path = `${prefix}${property.path || property.name}`;
    lines.push(`${indent}- \`${path}\` (${facts(property)})${description ? `: ${description}` : ''}${cycle}`);
    const object = property.object && expansion?.objects.get(property.object.name);
    if (object && expansion && !expansion.open.includes(object.name)) {
      const inner = {...expansion, prefix: `${path}${property.type.startsWith('array of') ? '[]' : ''}.`, open: [...expansion.open, object.name]};
      lines.push(...propertyLines(object.schema.properties, siteUrl, depth + 1, inner));
    }
    lines.push(...propertyLines(property.children, siteUrl, depth + 1, expansion));
    for (const variant of property.variants) {
      lines.push(`${indent}  - ${variant.kind} **${variant.title}**:`);
      lines.push(...propertyLines(variant.children, siteUrl, depth + 2, expansion));
    }
  }
  return lines;
}

export function schemaLines(schema: SchemaView, siteUrl: string, objects?: ReadonlyMap<string, ObjectView>): string[] {
  const lines: string[] = [`Type: ${schema.type}`];
  const description = fragmentToMarkdown(schema.descriptionHtml, siteUrl);
  if (description) lines.push('', description);
  const expansion = objects && {objects, prefix: '', open: schema.object ? [schema.object.name] : []};
  const object = schema.object && objects?.get(schema.object.name);
  if (object) lines.push('', `The \`${object.name}\` object:`, '', ...propertyLines(object.schema.properties, siteUrl, 0, expansion));
  if (schema.properties.length > 0) lines.push('', ...propertyLines(schema.properties, siteUrl, 0, expansion));
  for (const variant of schema.variants) {
    lines.push('', `${variant.kind} **${variant.title}**:`, ...propertyLines(variant.children, siteUrl));
  }
  return lines;
}

function mediaLines(content: MediaView[], siteUrl: string, withExample: boolean, objects: ReadonlyMap<string, ObjectView>): string[] {
  const lines: string[] = [];
  for (const media of content) {
    lines.push('', `Content type \`${media.contentType}\`.`, '', ...schemaLines(media.schema, siteUrl, objects));
    const example = withExample ? media.examples[0] : undefined;
    if (example) {
      lines.push('', `Example${example.summary ? ` (${example.summary})` : ''}:`, '', `\`\`\`${example.language}`, example.value, '```');
    }
  }
  return lines;
}

function headerLines(headers: HeaderView[], siteUrl: string, model: ReferenceModel): string[] {
  if (headers.length === 0) return [];
  // A header most responses send is described once on the page, under Response headers.
  const describe = (header: HeaderView) => header.descriptionHtml || model.sharedHeaders.find((shared) => shared.anchor === header.shared)?.descriptionHtml || '';
  return ['', 'Headers:', ...headers.map((header) => `- \`${header.name}\` (${header.type})${describe(header) ? `: ${inline(describe(header), siteUrl)}` : ''}`)];
}

function parameterLine(parameter: ParameterView, siteUrl: string): string {
  const description = inline(parameter.descriptionHtml, siteUrl);
  const example = parameter.example !== undefined ? ` Example: \`${parameter.example}\`.` : '';
  return `- \`${parameter.name}\` (in ${parameter.in}; ${facts(parameter)})${description ? `: ${description}` : ''}${example}`;
}

/** The first sentence of a description, which says what the thing is. */
const firstSentence = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z])/)[0];

/** Says, where both appear, that a path parameter and an error body field of the same name are two different IDs. */
function clashNote(clash: NameClash, siteUrl: string): string {
  const parameter = firstSentence(inline(clash.parameterHtml, siteUrl));
  const field = firstSentence(inline(clash.fieldHtml, siteUrl));
  return (
    `**\`${clash.name}\` names two different values here.** The path parameter \`{${clash.name}}\`${parameter ? `: ${parameter}` : '.'} ` +
    `The \`${clash.name}\` field of the error bodies${field ? `: ${field}` : '.'}`
  );
}

/** Marks the top-level field line of an error body (`- \`requestId\` (...`) that shares a path parameter's name. */
function markClashingField(line: string, clashes: NameClash[]): string {
  const clash = clashes.find((candidate) => line.startsWith(`- \`${candidate.name}\` (`));
  return clash ? `${line} This is not the path parameter \`{${clash.name}}\`.` : line;
}

export interface OperationContext {
  model: ReferenceModel;
  /** Absolute URL of the reference page. */
  pageUrl: string;
  siteUrl: string;
  /** Names of the API objects the operation uses. */
  objects: string[];
}

export function operationMarkdown(operation: OperationView, {model, pageUrl, siteUrl, objects}: OperationContext): string {
  const server = model.servers[0]?.url ?? '';
  const lines: string[] = [
    `# ${operation.summary || operation.operationId}`,
    '',
    operation.kind === 'webhook' ? `Webhook \`${operation.path}\` (${operation.method})` : `\`${operation.method} ${server}${operation.path}\``,
    '',
    `operationId \`${operation.operationId}\`, ${model.apiName}. Reference: ${pageUrl}#${operation.anchor}`,
  ];
  if (operation.deprecated) {
    lines.push('', `**Deprecated.**${operation.replacement ? ` Use ${operation.replacement.label} instead (${pageUrl}#${operation.replacement.anchor}).` : ''}`);
  }
  const description = fragmentToMarkdown(operation.descriptionHtml, siteUrl);
  if (description) lines.push('', description);
  if (operation.otherServers.length > 0) {
    lines.push('', 'Other servers:', ...operation.otherServers.map((other) => `- ${other.url}${other.description ? `: ${other.description}` : ''}`));
  }

  lines.push('', '## Authentication', '');
  lines.push(operation.security.length > 0 ? operation.security.map((security) => `Send the API key in the \`${security.header}\` header (${security.scheme}).`).join(' Or: ') : 'None.');

  const documented = new Map(model.tags.flatMap((tag) => tag.objects).map((object) => [object.name, object]));
  const clashes = nameClashes(operation, model, documented);
  if (operation.parameters.length > 0) {
    lines.push('', '## Parameters', '', ...operation.parameters.map((parameter) => parameterLine(parameter, siteUrl)));
    lines.push(...clashes.flatMap((clash) => ['', clashNote(clash, siteUrl)]));
  }

  const body = operation.requestBody;
  if (body) {
    lines.push('', `## Request body (${body.required ? 'required' : 'optional'})`);
    const bodyDescription = fragmentToMarkdown(body.descriptionHtml, siteUrl);
    if (bodyDescription) lines.push('', bodyDescription);
    if (body.sameAs) lines.push('', `Same body as ${body.sameAs.label} (${pageUrl}#${body.sameAs.anchor}).`);
    else lines.push(...mediaLines(body.content, siteUrl, true, documented));
  }

  const success = operation.responses.filter((response) => !response.isError);
  const errors = operation.responses.filter((response) => response.isError);
  if (success.length > 0) {
    lines.push('', '## Responses');
    for (const response of success) {
      lines.push('', `### ${response.status}`, '', fragmentToMarkdown(response.descriptionHtml, siteUrl) || '(no description)');
      if (response.sameAs) {
        lines.push('', `Same body as ${response.sameAs.label} (${pageUrl}#${response.sameAs.anchor}).`);
        continue;
      }
      lines.push(...headerLines(response.headers, siteUrl, model), ...mediaLines(response.content, siteUrl, true, documented));
    }
  }
  if (errors.length > 0) {
    lines.push('', '## Errors');
    lines.push(...clashes.flatMap((clash) => ['', clashNote(clash, siteUrl)]));
    const errorsStart = lines.length;
    for (const response of errors) {
      lines.push('', `### ${response.status}`, '', fragmentToMarkdown(response.descriptionHtml, siteUrl) || '(no description)');
      const shared = response.shared && model.sharedResponses.find((candidate) => candidate.anchor === response.shared?.anchor);
      if (shared) {
        // A shared error's body is written once in the reference; here each operation carries it, so one call answers.
        lines.push(...headerLines(shared.headers, siteUrl, model), ...mediaLines(shared.content, siteUrl, true, documented));
      } else if (response.sameAs) {
        lines.push('', `Same body as ${response.sameAs.label} (${pageUrl}#${response.sameAs.anchor}).`);
      } else {
        lines.push(...headerLines(response.headers, siteUrl, model), ...mediaLines(response.content, siteUrl, true, documented));
      }
    }
    lines.splice(errorsStart, lines.length - errorsStart, ...lines.slice(errorsStart).map((line) => markClashingField(line, clashes)));
  }
  if (objects.length > 0) {
    lines.push('', '## Objects', '', `Read them with get_object: ${objects.map((name) => `\`${name}\``).join(', ')}.`);
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
