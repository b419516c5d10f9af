import {describe, expect, it, vi} from 'vitest';
import {followAliases} from '../../../../../plugins/api-reference/client/fragment';
import {allAnchors, buildReference, modelOperations} from '../../../../../plugins/api-reference/model/buildReference';
import {documentedObjectNames, exampleOfSchema, schemaReference} from '../../../../../plugins/api-reference/model/objects';
import type {Json} from '../../../../../plugins/api-reference/model/resolve';
import type {ReferenceModel} from '../../../../../plugins/api-reference/model/types';
import {loadReferences} from '../../../../../plugins/api-reference/openapi/loadReferences';

const SITE = `${__dirname}/../../../../..`;
const OBJECTS_MODULE = '../../../../../plugins/api-reference/model/objects';
const BUILD_MODULE = '../../../../../plugins/api-reference/model/buildReference';

const loaded = await loadReferences({siteDir: SITE});
const customer = loaded.find((reference) => reference.source.id === 'customer-rest-api')!;
const customerSource = {id: customer.source.id, apiName: customer.source.apiName, downloadUrl: customer.model.downloadUrl};

/** The same document's reference with no object documented once: every body in full, as the page was before. */
async function withoutObjects(document: Json, source: Parameters<typeof buildReference>[1]): Promise<ReferenceModel> {
  vi.resetModules();
  vi.doMock(OBJECTS_MODULE, async (importOriginal) => ({...(await importOriginal<object>()), documentedObjectNames: () => new Set<string>()}));
  try {
    const {buildReference: build} = (await import(BUILD_MODULE)) as {buildReference: typeof buildReference};
    return build(document, source);
  } finally {
    vi.doUnmock(OBJECTS_MODULE);
    vi.resetModules();
  }
}

const small: Json = {
  openapi: '3.1.0',
  info: {title: 'API Reference', version: '1'},
  paths: {
    '/widgets/{id}': {
      get: {operationId: 'getWidget', responses: {'200': {description: 'The widget.', content: {'application/json': {schema: {$ref: '#/components/schemas/Widget'}}}}}},
      patch: {
        operationId: 'updateWidget',
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/WidgetUpdate'}}}},
        responses: {
          '200': {
            description: 'The widget, updated.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/Widget'}, example: {id: 'w1', name: 'Blue', size: 3, colour: 'blue', owner: {name: 'Ann'}}}},
          },
        },
      },
    },
    '/widgets': {
      get: {
        operationId: 'listWidgets',
        responses: {'200': {description: 'A page.', content: {'application/json': {schema: {$ref: '#/components/schemas/WidgetList'}}}}},
      },
    },
  },
  components: {
    schemas: {
      Owner: {type: 'object', properties: {name: {type: 'string'}}},
      Widget: {
        type: 'object',
        description: 'A widget.',
        properties: {id: {type: 'string', readOnly: true}, name: {type: 'string'}, size: {type: 'integer'}, colour: {type: 'string'}, owner: {$ref: '#/components/schemas/Owner'}},
      },
      WidgetUpdate: {type: 'object', properties: {widget: {allOf: [{$ref: '#/components/schemas/Widget'}, {required: ['name']}]}}},
      WidgetList: {type: 'object', properties: {items: {type: 'array', maxItems: 100, items: {$ref: '#/components/schemas/Widget'}}, next: {type: 'string'}}},
    },
  },
};

describe('objects documented once', () => {
  it('are the schemas several operations return or several bodies nest, with at least four properties of their own', () => {
    const names = documentedObjectNames(customer.document);
    for (const name of ['CmpConfig', 'CmpConfigSettings', 'ConsentRule', 'SubjectRightsRequest', 'ActionItem', 'DataStore']) expect(names).toContain(name);
    // A page of a list (items and next), a two-field owner and the shared error body stay where they are.
    for (const name of ['SubjectRightsRequestList', 'Owner', 'Error']) expect(names).not.toContain(name);
    expect(documentedObjectNames(small)).toEqual(new Set(['Widget']));
  });

  it('recognise a reference through allOf with an extra required list, and through arrays with their own limits', () => {
    expect(schemaReference(small, {allOf: [{$ref: '#/components/schemas/Widget'}, {required: ['name']}], description: 'x'})).toEqual({name: 'Widget', suffix: '', alsoRequired: ['name']});
    expect(schemaReference(small, {type: 'array', maxItems: 100, items: {$ref: '#/components/schemas/Widget'}})).toEqual({name: 'Widget', suffix: '[]', alsoRequired: []});
    // An allOf that adds properties is a new shape, not the object.
    expect(schemaReference(small, {allOf: [{$ref: '#/components/schemas/Widget'}, {properties: {extra: {type: 'string'}}}]})).toBeUndefined();
  });

  it('are shown once per tag with every property, an example from the document and the operations that return them', () => {
    const model = buildReference(small, {id: 'small', apiName: 'Small', downloadUrl: '/openapi/small.yaml'});
    const [widget] = model.tags.flatMap((tag) => tag.objects);
    expect(widget.anchor).toBe('object/Widget');
    expect(widget.descriptionHtml).toContain('A widget.');
    // Both sides in one place: the read-only id is shown, flagged.
    expect(widget.schema.properties.map((p) => [p.name, p.readOnly])).toEqual([['id', true], ['name', false], ['size', false], ['colour', false], ['owner', false]]);
    expect(widget.schema.properties.find((p) => p.name === 'owner')!.children.map((c) => c.anchor)).toEqual(['object/Widget/owner.name']);
    expect(JSON.parse(widget.example!.value)).toEqual({id: 'w1', name: 'Blue', size: 3, colour: 'blue', owner: {name: 'Ann'}});
    expect(widget.returnedBy.map((link) => link.anchor)).toEqual(['operation/getWidget', 'operation/updateWidget', 'operation/listWidgets']);
  });

  it('are linked from the responses that return them and the properties that hold them, and old ids follow them', () => {
    const model = buildReference(small, {id: 'small', apiName: 'Small', downloadUrl: '/openapi/small.yaml'});
    const [get, update, list] = modelOperations(model);
    expect(get.responses[0].content[0].schema).toMatchObject({properties: [], object: {anchor: 'object/Widget', name: 'Widget'}});
    const held = update.requestBody!.content[0].schema.properties[0];
    expect(held).toMatchObject({name: 'widget', type: 'object (Widget)', children: [], object: {anchor: 'object/Widget', alsoRequired: ['name']}});
    const items = list.responses[0].content[0].schema.properties[0];
    expect(items).toMatchObject({type: 'array of object (Widget)', object: {name: 'Widget'}});
    expect(items.constraints).toEqual([{label: 'max items', value: '100'}]);
    expect(followAliases('operation/getWidget/response/200/owner.name', model.aliases)).toBe('object/Widget/owner.name');
    expect(followAliases('operation/updateWidget/request/widget.size', model.aliases)).toBe('object/Widget/size');
    expect(followAliases('operation/listWidgets/response/200/items[].colour', model.aliases)).toBe('object/Widget/colour');
    // An id that did not move, or that only shares the start of a name, stays.
    expect(followAliases('operation/listWidgets/response/200/next', model.aliases)).toBe('operation/listWidgets/response/200/next');
    expect(followAliases('operation/updateWidget/request/widgetX', model.aliases)).toBe('operation/updateWidget/request/widgetX');
  });

  it('take the part of a larger example that is the object', () => {
    const schema = {type: 'object', properties: {items: {type: 'array', items: {$ref: '#/components/schemas/Widget'}}}};
    expect(exampleOfSchema(small, schema, {items: [{name: 'a'}, {name: 'b'}]}, 'Widget')).toEqual({name: 'a'});
    expect(exampleOfSchema(small, schema, {items: []}, 'Widget')).toBeUndefined();
  });
});

describe('old deep links into the customer REST API reference', () => {
  it('each land on the same field, now in its object', async () => {
    const before = await withoutObjects(customer.document, customerSource);
    const after = customer.model;
    const now = new Set(allAnchors(after));
    const moved = allAnchors(before).filter((anchor) => !now.has(anchor));
    // The response trees of reads and writes, and the configuration inside the create and update bodies.
    expect(moved.length).toBeGreaterThan(300);
    const lost = moved.filter((anchor) => !now.has(followAliases(anchor, after.aliases)));
    expect(lost).toEqual([]);
    expect(followAliases('operation/getCookieConsentConfig/response/200/configuration.palette', after.aliases)).toBe('object/CmpConfigSettings/palette');
  });
});
