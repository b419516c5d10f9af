import type {Operation} from 'openapi-backend';
import {firstExample, type Json} from './documents';

/**
 * The Error body of a refused request, shaped as the document shapes its error examples: the
 * mock's own fields (`message`, and a `code` where the mock knows the case, such as a wrong
 * verification code), its `requestId`, and the other fields of the documented example for that
 * status (such as its `code`), so an Error schema that gains a required field is followed.
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

  body(status: number, own: Json & {message: string}, requestId: string, operation?: Operation): Json {
    const documented = operation ? firstExample(((operation.responses as Record<string, Json> | undefined)?.[String(status)]?.content as Record<string, Json> | undefined)?.['application/json']) : undefined;
    const example = (documented && typeof documented === 'object' ? documented : this.byStatus.get(status)) as Json | undefined;
    const extra = Object.fromEntries(Object.entries(example ?? {}).filter(([key]) => key !== 'message' && key !== 'requestId'));
    return {...extra, ...own, requestId};
  }
}
