/** TypeScript declarations of an OpenAPI document (see api-types.mjs). */
export function apiTypes(yamlFile: string): Promise<string>;
