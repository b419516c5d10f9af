import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {buildReference} from '../../../../../plugins/api-reference/model/buildReference';
import type {Json} from '../../../../../plugins/api-reference/model/resolve';
import {constraintsOf, schemaView, typeLabel} from '../../../../../plugins/api-reference/model/schema';

const fixture = (name: string) => load(readFileSync(join(__dirname, '../../../../fixtures/openapi', name), 'utf8')) as Json;

describe('schemaView', () => {
  it('renders a schema that contains itself as a link to the ancestor, not forever', () => {
    const model = buildReference(fixture('cycle.yaml'), {id: 'cycle', apiName: 'Cycle', downloadUrl: '/openapi/cycle.yaml'});
    const body = model.tags[0].operations[0].requestBody!.content[0].schema;
    expect(body.properties.map((p) => p.name)).toEqual(['name', 'parent', 'children']);
    const parent = body.properties.find((p) => p.name === 'parent')!;
    expect(parent.cycle).toEqual({anchor: 'operation/createCategory/request', name: 'Category'});
    expect(parent.children).toEqual([]);
    const children = body.properties.find((p) => p.name === 'children')!;
    expect(children.type).toBe('array of object (Category)');
    expect(children.cycle?.name).toBe('Category');
  });

  it('names nested properties by their dot path, array items with []', () => {
    const document: Json = {
      components: {schemas: {Rule: {type: 'object', properties: {id: {type: 'integer'}, tags: {type: 'array', items: {type: 'object', properties: {label: {type: 'string'}}}}}}}},
    };
    const view = schemaView(
      document,
      {type: 'object', required: ['rules'], properties: {rules: {type: 'array', items: {$ref: '#/components/schemas/Rule'}}}},
      'request',
      (path) => `op/request/${path}`,
      'op/request',
    );
    const rules = view.properties[0];
    expect(rules).toMatchObject({name: 'rules', path: 'rules', anchor: 'op/request/rules', required: true});
    expect(rules.children.map((c) => c.path)).toEqual(['rules[].id', 'rules[].tags']);
    expect(rules.children[1].children[0].anchor).toBe('op/request/rules[].tags[].label');
  });

  it('names the fields of an array body from the root', () => {
    const view = schemaView({}, {type: 'array', items: {type: 'object', properties: {email: {type: 'string'}}}}, 'request', (p) => p, 'root');
    expect(view.properties[0].path).toBe('email');
  });

  it('leaves read-only fields out of requests and write-only fields out of responses', () => {
    const schema = {type: 'object', properties: {id: {type: 'string', readOnly: true}, secret: {type: 'string', writeOnly: true}, name: {type: 'string'}}};
    expect(schemaView({}, schema, 'request', (p) => p, 'r').properties.map((p) => p.name)).toEqual(['secret', 'name']);
    expect(schemaView({}, schema, 'response', (p) => p, 'r').properties.map((p) => p.name)).toEqual(['id', 'name']);
  });

  it('shows nullability, enum, default and every constraint', () => {
    const view = schemaView(
      {},
      {type: 'object', properties: {mode: {type: ['string', 'null'], enum: ['opt-in', 'opt-out', null], default: 'opt-in', minLength: 2, maxLength: 8, pattern: '^[a-z-]+$'}}},
      'response',
      (p) => p,
      'r',
    );
    expect(view.properties[0]).toMatchObject({
      nullable: true,
      enumValues: ['opt-in', 'opt-out'],
      defaultValue: 'opt-in',
      constraints: [
        {label: 'min length', value: '2'},
        {label: 'max length', value: '8'},
        {label: 'pattern', value: '^[a-z-]+$'},
      ],
    });
  });

  it('lists numeric, array and format constraints', () => {
    expect(constraintsOf({format: 'int32', minimum: 1, maximum: 100, minItems: 1, maxItems: 100, uniqueItems: true}).map((c) => `${c.label}=${c.value}`)).toEqual([
      'format=int32',
      'minimum=1',
      'maximum=100',
      'min items=1',
      'max items=100',
      'unique items=yes',
    ]);
  });

  it('merges allOf and labels oneOf alternatives', () => {
    const document: Json = {components: {schemas: {A: {type: 'object', properties: {a: {type: 'string'}}}, B: {type: 'object', properties: {b: {type: 'string'}}}}}};
    expect(typeLabel(document, {oneOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]})).toBe('one of A | B');
    const merged = schemaView(document, {allOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]}, 'request', (p) => p, 'r');
    expect(merged.properties.map((p) => p.name)).toEqual(['a', 'b']);
    const variants = schemaView(document, {oneOf: [{$ref: '#/components/schemas/A'}, {$ref: '#/components/schemas/B'}]}, 'request', (p) => p, 'r');
    expect(variants.variants.map((v) => [v.title, v.children.map((c) => c.name)])).toEqual([
      ['A', ['a']],
      ['B', ['b']],
    ]);
  });
});
