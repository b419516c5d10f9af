import type {Operation} from 'openapi-backend';
import {firstExample, type Json} from './documents';

/**
 * The Error body of a refused request, shaped as the document shapes its error examples: the
 * mock's own `message` and `requestId`, and the other fields of the documented example for that
 * status (such as a `code`), so an Error schema that gains a required field is followed.
 */
export class ErrorBodies {
  private byStatus = new Map<number, Json>();

  constructor(operations: Operation[]) {
    for (const operation of operations) {
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        const example = firstExample((response.content as Record<string, Json> | undefined)?.['application/json']);
        if (Number(status) >= 400 && example && typeof example === 'object' && !this.byStatus.has(Number(status))) this.byStatus.set(Number(status), example as Json);
      }
    }
  }

  body(status: number, message: string, requestId: string, operation?: Operation): Json {
    const own = operation ? firstExample(((operation.responses as Record<string, Json> | undefined)?.[String(status)]?.content as Record<string, Json> | undefined)?.['application/json']) : undefined;
    const example = (own && typeof own === 'object' ? own : this.byStatus.get(status)) as Json | undefined;
    const extra = Object.fromEntries(Object.entries(example ?? {}).filter(([key]) => key !== 'message' && key !== 'requestId'));
    return {...extra, message, requestId};
  }
}
