import type {Json} from './documents';

/**
 * Every value the document's examples give each ID field, anywhere (responses, bodies,
 * parameters, webhooks): the sample data readers copy IDs from. A test copy holds an item for
 * each, so a sample that names one works unchanged.
 */
export function namedIds(definition: Json, idFields: Set<string>): Map<string, Set<unknown>> {
  const found = new Map<string, Set<unknown>>([...idFields].map((field) => [field, new Set<unknown>()]));
  const walk = (node: unknown, insideExample: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, insideExample);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Json;
    // A path parameter's example names an item too: `{name: ruleId, in: path, example: 48217}`.
    if (object.in === 'path' && found.has(String(object.name)) && (typeof object.example === 'string' || typeof object.example === 'number')) {
      found.get(String(object.name))!.add(object.example);
    }
    for (const [key, value] of Object.entries(object)) {
      const example = insideExample || key === 'example' || key === 'examples' || key === 'value';
      if (example && found.has(key) && (typeof value === 'string' || typeof value === 'number')) found.get(key)!.add(value);
      walk(value, example);
    }
  };
  walk(definition, false);
  return found;
}
