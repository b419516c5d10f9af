/**
 * Stands in for the MCP SDK's Node shims in the server's bundle (pack/bundle.mjs aliases
 * `@modelcontextprotocol/server/_shims` to this file). The SDK picks its shims by export condition:
 * Node's make AJV the default JSON Schema validator, browsers' and Workers' the SDK's cfworker
 * validator. This server validates its tools' arguments with zod and never a JSON Schema (it asks
 * for no elicitation), yet AJV was evaluated at every start: 130 KB of the bundle and about 20 ms of
 * CPU. Here the default is the cfworker validator (a public export of the SDK), which
 * createDocsServer also passes itself, so that no behaviour depends on this file; `process` is
 * Node's, as in the SDK's Node shims.
 */
import process from 'node:process';

export {CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator} from '@modelcontextprotocol/server/validators/cf-worker';
export {process};
