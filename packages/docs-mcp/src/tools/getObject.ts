import * as z from 'zod';
import type {McpServer} from '@modelcontextprotocol/server';
import {nearestNames} from '../nearestNames';
import type {ReferenceSnapshot} from '../snapshotTypes';
import {textResult, toolError} from '../toolResult';

export function registerGetObject(server: McpServer, reference: () => ReferenceSnapshot): void {
  server.registerTool(
    'get_object',
    {
      title: 'Read a Privana API object',
      description:
        'One object (named schema) of the Privana REST APIs, e.g. an object get_operation lists under "Objects": its ' +
        'fields as Markdown (type, required, constraints, description) and its JSON Schema, to validate or generate ' +
        'a payload. The name is case-insensitive.',
      inputSchema: z.object({
        name: z.string().trim().min(1, 'name is empty: give an object name').max(200, 'name is longer than 200 characters').describe('Name of the object as in the reference.'),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({name}) => {
      const lower = name.toLowerCase();
      const {objects} = reference();
      const found = objects.filter((object) => object.name.toLowerCase() === lower);
      if (found.length === 0) {
        const nearest = nearestNames(name, [...new Set(objects.map((object) => object.name))]);
        return toolError(`No object "${name}" in the Privana APIs. Nearest objects: ${nearest.join(', ')}.`);
      }
      const text = found
        .map((object) => `${object.markdown.trim()}\n\n### JSON Schema\n\n\`\`\`json\n${JSON.stringify(object.schema, null, 2)}\n\`\`\``)
        .join('\n\n');
      return textResult(text, found.length === 1 ? {name: found[0].name, api: found[0].api, schema: found[0].schema} : undefined);
    },
  );
}
