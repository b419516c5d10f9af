import type {MockDocument} from '../engine/documents';
import {deliver} from '../webhooks/deliver';
import {findEvent, newPayload, webhookEvents} from '../webhooks/events';
import {TEST_WEBHOOK_SECRET} from '../webhooks/signing';
import type {TriggerArgs} from './args';

/** `privana-mock trigger <event> --to URL`: one event, signed as production signs it, with its retries; exits 0 when it was delivered. */
export async function trigger(args: TriggerArgs, documents: MockDocument[]): Promise<number> {
  const events = webhookEvents(documents);
  const event = findEvent(events, args.event);
  if (!event) throw new Error(`unknown event "${args.event}"; the events are: ${events.map((e) => (e.type ? `${e.name} (${e.type})` : e.name)).join(', ')}`);
  const payload = newPayload(event);
  const secret = args.secret ?? TEST_WEBHOOK_SECRET;
  console.log(`${event.name}${args.kind === 'genuine' ? '' : ` (${args.kind}: a verifier must refuse it)`} → ${args.to.href}, signed with ${secret}`);
  const attempts = await deliver(event, payload, {
    to: args.to,
    secret,
    kind: args.kind,
    maxAttempts: args.maxAttempts,
    timeScale: args.timeScale,
    onAttempt: (a) => console.log(`  attempt ${a.attempt}: ${a.status ?? a.error}${a.ok ? ' delivered' : ''}`),
  });
  const delivered = attempts.some((a) => a.ok);
  if (args.kind === 'genuine') console.log(delivered ? `delivered, eventId ${String(payload.eventId ?? '-')}` : `not delivered after ${attempts.length} attempt(s)`);
  else console.log(delivered ? 'ACCEPTED: your endpoint answered 2xx to a delivery it must refuse' : 'refused, as it should be');
  return args.kind === 'genuine' ? (delivered ? 0 : 1) : delivered ? 1 : 0;
}
