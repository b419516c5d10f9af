import {describe, expect, it} from 'vitest';
import {objectEstimatedHeight, sharedResponseEstimatedHeight} from '../../../../../plugins/api-reference/model/estimatedHeight';
import type {ObjectView, PropertyNode, SharedResponseView} from '../../../../../plugins/api-reference/model/types';

function property(name: string, descriptionHtml = ''): PropertyNode {
  return {name, path: name, anchor: `object/Widget/${name}`, type: 'string', required: false, nullable: false, readOnly: false, writeOnly: false, deprecated: false, descriptionHtml, constraints: [], enumValues: [], children: [], variants: []};
}

function widget(properties: PropertyNode[], exampleLines = 0): Omit<ObjectView, 'estimatedHeight'> {
  const value = Array.from({length: exampleLines}, (_, i) => `  "line${i}": 1`).join('\n');
  return {
    name: 'Widget',
    anchor: 'object/Widget',
    descriptionHtml: '',
    schema: {type: 'object', descriptionHtml: '', properties, variants: []},
    ...(exampleLines > 0 && {example: {name: 'Widget', summary: '', value, html: value, language: 'json'}}),
    returnedBy: [],
  };
}

function errorResponse(exampleLines: number): Omit<SharedResponseView, 'estimatedHeight'> {
  const value = Array.from({length: exampleLines}, (_, i) => `  "line${i}": 1`).join('\n');
  return {
    name: 'Unauthorized',
    label: '401 Unauthorized',
    anchor: 'response/Unauthorized',
    descriptionHtml: '<p>The key is missing or not valid.</p>',
    headers: [],
    content: [{contentType: 'application/json', schema: {type: 'object', descriptionHtml: '', properties: [property('message')], variants: []}, examples: [{name: 'e', summary: '', value, html: value, language: 'json'}]}],
  };
}

describe('objectEstimatedHeight', () => {
  it('grows with the properties, their descriptions and the example', () => {
    const few = objectEstimatedHeight(widget([property('id')]));
    const many = objectEstimatedHeight(widget(Array.from({length: 20}, (_, i) => property(`field${i}`))));
    const described = objectEstimatedHeight(widget([property('id', `<p>${'A long description. '.repeat(30)}</p>`)]));
    const withExample = objectEstimatedHeight(widget([property('id')], 40));
    for (const side of ['narrow', 'wide'] as const) {
      expect(many[side]).toBeGreaterThan(few[side]);
      expect(described[side]).toBeGreaterThan(few[side]);
    }
    // On a phone the example sits under the properties; from 1280 px it sits beside them.
    expect(withExample.narrow).toBeGreaterThan(few.narrow);
  });

  it('is taller on a phone than from 1280 px, in whole hundreds of pixels', () => {
    const height = objectEstimatedHeight(widget(Array.from({length: 12}, (_, i) => property(`field${i}`)), 12));
    expect(height.narrow).toBeGreaterThan(height.wide);
    expect(height.narrow % 100).toBe(0);
    expect(height.wide % 100).toBe(0);
  });
});

describe('sharedResponseEstimatedHeight', () => {
  it('grows with its examples', () => {
    const short = sharedResponseEstimatedHeight(errorResponse(3));
    const long = sharedResponseEstimatedHeight(errorResponse(30));
    expect(long.narrow).toBeGreaterThan(short.narrow);
    expect(long.wide).toBeGreaterThan(short.wide);
  });
});
