import {randomUUID} from 'node:crypto';
import {firstExample, resolveRef, type Json, type MockDocument} from '../engine/documents';

/**
 * The webhook events of the documents: each entry of a document's `webhooks`, by its name
 * (`configurationPublished`) and by the `type` its payload carries
 * (`cookie-consent.publish.finished`), with the payload of its request example.
 */

export interface WebhookEvent {
  name: string;
  /** The payload's `type`, when the example has one. */
  type?: string;
  api: string;
  /** Header names the deliveries carry, from the webhook's parameters. */
  signatureHeader: string;
  attemptHeader?: string;
  example: Json;
}

export function webhookEvents(documents: MockDocument[]): WebhookEvent[] {
  return documents.flatMap(({id, definition}) =>
    Object.entries((definition.webhooks ?? {}) as Record<string, Json>).flatMap(([name, item]) => {
      const operation = resolveRef<Json>(definition, item.post);
      if (!operation) return [];
      const body = resolveRef<Json>(definition, operation.requestBody);
      const media = resolveRef<Json>(definition, (body?.content as Record<string, Json> | undefined)?.['application/json']);
      const examples = media?.examples as Record<string, Json> | undefined;
      const example = (media?.example ?? (examples ? resolveRef<Json>(definition, Object.values(examples)[0])?.value : firstExample(media))) as Json | undefined;
      if (!example || typeof example !== 'object') return [];
      const headers = ((operation.parameters ?? []) as unknown[]).map((p) => resolveRef<Json>(definition, p)).filter((p) => p?.in === 'header').map((p) => String(p.name).toLowerCase());
      return [
        {
          name,
          type: typeof example.type === 'string' ? example.type : undefined,
          api: id,
          signatureHeader: headers.find((h) => h.endsWith('signature')) ?? 'x-privana-signature',
          attemptHeader: headers.find((h) => h.includes('attempt')),
          example,
        },
      ];
    }),
  );
}

/** The event a name means: the webhook's name or its payload's type, case-insensitively. */
export function findEvent(events: WebhookEvent[], name: string): WebhookEvent | undefined {
  const wanted = name.toLowerCase();
  return events.find((e) => e.name.toLowerCase() === wanted || e.type?.toLowerCase() === wanted);
}

/** A new event's payload: the example with a fresh `eventId` and the current time in its time fields that end an event. */
export function newPayload(event: WebhookEvent, now = new Date()): Json {
  const payload = structuredClone(event.example);
  if ('eventId' in payload) payload.eventId = randomUUID();
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const field of ['finished', 'occurred', 'created']) if (typeof payload[field] === 'string') payload[field] = stamp;
  return payload;
}
