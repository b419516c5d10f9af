/** TypeScript declarations of an OpenAPI document (see apiTypes.mjs). */
export function apiTypes(yamlFile: string): Promise<string>;
