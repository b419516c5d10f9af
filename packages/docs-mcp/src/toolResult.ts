import type {CallToolResult} from '@modelcontextprotocol/server';

/** A tool's answer: Markdown text for the model, and the same facts as data when there are any. */
export function textResult(text: string, structuredContent?: Record<string, unknown>): CallToolResult {
  return {content: [{type: 'text', text}], ...(structuredContent ? {structuredContent} : {})};
}

/**
 * A failed call the model can act on (MCP: a tool error is a result with isError, so the model
 * sees it; a protocol error is for calls that never reach the tool, such as bad arguments).
 */
export function toolError(text: string): CallToolResult {
  return {content: [{type: 'text', text}], isError: true};
}
