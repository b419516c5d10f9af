import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/server';
import {nearestNames} from '../nearestNames';
import type {OperationEntry, ReferenceSnapshot} from '../snapshotTypes';
import {textResult, toolError} from '../toolResult';

/** `GET /v1/x/{id}` or `get /v1/x/{id}`: the method, a space, the path as written in the reference. */
const METHOD_AND_PATH = /^([a-z]+)\s+(\S+)$/i;

export function findOperation(reference: ReferenceSnapshot, wanted: string): OperationEntry | undefined {
  const byMethod = METHOD_AND_PATH.exec(wanted);
  if (byMethod) {
    const method = byMethod[1].toUpperCase();
    const path = byMethod[2].replace(/\/+$/, '');
    return reference.operations.find((operation) => operation.method === method && operation.path.replace(/\/+$/, '') === path);
  }
  const lower = wanted.toLowerCase();
  return reference.operations.find((operation) => operation.operationId.toLowerCase() === lower);
}

export function registerGetOperation(server: McpServer, reference: () => ReferenceSnapshot, siteUrl: string): void {
  server.registerTool(
    'get_operation',
    {
      title: 'Read a Privana API operation',
      description:
        'One operation of the Privana REST APIs (Customer REST API v1, Unified consent API v2) as Markdown: method ' +
        'and path, authentication, every parameter and request body field with its type, whether it is required and ' +
        'its constraints (lengths, patterns, enums), the responses and their fields, the errors, the API objects it ' +
        'uses (read them with get_object) and a request sample. Name it by operationId (e.g. ' +
        '"createSubjectRightsRequests") or by method and path (e.g. "POST /v1/dsar"); search_docs finds both.',
      inputSchema: z.object({
        operation: z
          .string()
          .trim()
          .min(1, 'operation is empty: give an operationId or "METHOD /path"')
          .max(300, 'operation is longer than 300 characters')
          .describe('operationId, or "METHOD /path" as in the reference.'),
        language: z
          .string()
          .max(40, 'language is longer than 40 characters')
          .optional()
          .describe('Language of the request sample: "curl" (default), "javascript", "python", "ruby" or "go".'),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({operation: wanted, language}) => {
      const operation = findOperation(reference(), wanted);
      if (!operation) {
        const nearest = nearestNames(wanted, reference().operations.map((entry) => entry.operationId));
        return toolError(`No operation "${wanted}" in the Privana APIs. Nearest operationIds: ${nearest.join(', ')}.`);
      }
      const chosen = (language ?? 'curl').toLowerCase();
      const sample = operation.samples.find((entry) => entry.language === chosen);
      if (!sample) {
        return toolError(`No ${chosen} sample. Languages: ${operation.samples.map((entry) => entry.language).join(', ')}.`);
      }
      const sampleText = `## Request sample (${sample.label})\n\n\`\`\`${sample.syntax}\n${sample.code}\n\`\`\``;
      return textResult(`${operation.markdown.trim()}\n\nReference: ${siteUrl}${operation.route}\n\n${sampleText}\n`);
    },
  );
}
