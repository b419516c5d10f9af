import type {ObjectView, OperationView, PropertyNode, ReferenceModel} from '../model/types';

/**
 * What both record makers (operationRecords.ts, fieldRecords.ts) read of a reference model: its
 * operations in page order and its documented objects.
 */

/** The documented objects of a reference, by name: where a body's links lead. */
export type ObjectsByName = ReadonlyMap<string, ObjectView>;

export function objectsByName(model: ReferenceModel): ObjectsByName {
  return new Map(model.tags.flatMap((tag) => tag.objects).map((object) => [object.name, object]));
}

export function objectProperties(objects: ObjectsByName, name: string): PropertyNode[] {
  return objects.get(name)?.schema.properties ?? [];
}

/**
 * Is a property absent from one side of the exchange: a request sends no read-only field, a
 * response returns no write-only one. A body's own tree leaves them out already; an object's shows
 * both kinds, flagged.
 */
export function absentFrom(side: 'request' | 'response', node: PropertyNode): boolean {
  return side === 'request' ? node.readOnly : node.writeOnly;
}

/** An operation of the model with the name of the part of the page it is in. */
export interface PlacedOperation {
  operation: OperationView;
  tag: string;
}

/** Every operation and webhook of a model with its tag, in page order. */
export function placedOperations(model: ReferenceModel): PlacedOperation[] {
  return [
    ...model.tags.flatMap((tag) => tag.operations.map((operation) => ({operation, tag: tag.name}))),
    ...model.webhooks.map((operation) => ({operation, tag: 'Webhooks'})),
  ];
}
