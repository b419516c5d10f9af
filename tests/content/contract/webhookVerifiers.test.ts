import {spawnSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import {once} from 'node:events';
import {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {planOf} from '../support/blockPlan';
import {allDocCodeBlocks, codeBlocksOf} from '../support/codeBlocks';
import {HOSTILE_COUNT, hostileBodies, hostileSignatureHeaders} from '../support/hostileInput';

/**
 * The webhook receivers of the publish-webhook guide run as published, in Node.js and Python:
 * - their verifier accepts the guide's own test delivery (secret, timestamp, body and signature of
 *   "Test your endpoint") and rejects it with one byte changed or outside the 300 s tolerance;
 * - it is fed 1,500 generated hostile signature headers, each with a hostile body: it must never
 *   throw, and accept none;
 * - both reject upper-case hex and a repeated `t`, so they agree on every header;
 * - importing the Node verifier binds no port (its server starts only when the file is run);
 * - the program's server, on a loopback port, answers 204 to a freshly signed delivery and 400 to
 *   a tampered or unsigned one;
 * - both act on an event once and in revision order: a retry and an older publish are skipped, a
 *   late `published` event still counts after a newer `error` one (the failed publish left it live),
 *   and the server logs a delivery sent twice once.
 */

const ROOT = join(__dirname, '../../..');
const PAGE = 'docs/cmp/webhooks.mdx';
const blocks = codeBlocksOf(readFileSync(join(ROOT, PAGE), 'utf8'), PAGE);
// From all of docs/, so that a verifier added on another page is not counted as run without being run.
const verifiers = allDocCodeBlocks(ROOT).filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === 'webhook-verifier';
});
const work = mkdtempSync(join(tmpdir(), 'webhook-verifiers-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

/** The guide's test delivery, read from the page so that a change there is tested. */
const page = readFileSync(join(ROOT, PAGE), 'utf8');
const SECRET = /secret `(whsec_\w+)`/.exec(page)![1];
const TIMESTAMP = Number(/timestamp `t=(\d+)`/.exec(page)![1]);
const SIGNATURE = /the signature is `([0-9a-f]{64})`/.exec(page)![1];
const BODY = Buffer.from(blocks.find((b) => b.lang === 'json' && !b.code.includes('\n'))!.code);
const TAMPERED = Buffer.from(BODY.toString().replace('"revision":8', '"revision":9'));

const HEADERS = hostileSignatureHeaders();
const BODIES = hostileBodies();
/**
 * Events of one configuration as they may arrive, and whether the receiver should act on each:
 * 7 goes live; 9 fails (7 stays live); 8, delivered late, went live before 9 failed; then retries
 * and older events; then 10 goes live, and the failure of 9 retried after it is old news.
 */
const ARRIVALS: Array<[revision: number, status: 'published' | 'error', act: boolean]> = [
  [7, 'published', true],
  [9, 'error', true],
  [8, 'published', true],
  [8, 'published', false],
  [9, 'error', false],
  [7, 'published', false],
  [10, 'published', true],
  [9, 'error', false],
  [10, 'published', false],
];
const arrivalEvents = (configId: string) => ARRIVALS.map(([revision, status]) => ({configId, revision, status}));
const sign = (body: Buffer, t: number) => `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.`).update(body).digest('hex')}`;

describe('the webhook signature verifiers of the guide', () => {
  it('are the Node.js and Python receivers', () => {
    expect(verifiers.map((b) => `${b.where.replace(/:\d+$/, '')} ${b.lang}`).sort()).toEqual([`${PAGE} js`, `${PAGE} python`]);
    expect(sign(BODY, TIMESTAMP)).toBe(`t=${TIMESTAMP},v1=${SIGNATURE}`);
    expect(HEADERS.length).toBe(HOSTILE_COUNT);
  });

  it('Node.js: accepts the test delivery, rejects tampered, stale and 1,500 hostile ones without throwing; its server answers 204/400', async () => {
    const block = verifiers.find((b) => b.lang === 'js')!;
    const file = join(work, 'receiver.mjs');
    writeFileSync(file, block.code);
    // The program listens on 8080; it gets a free loopback port instead, so the test can reach it and close it.
    const servers: Server[] = [];
    const listen = Server.prototype.listen;
    const spy = vi.spyOn(Server.prototype, 'listen').mockImplementation(function (this: Server) {
      servers.push(this);
      return (listen as (this: Server, port: number, host: string) => Server).call(this, 0, '127.0.0.1');
    });
    process.env.PRIVANA_WEBHOOK_SECRET = SECRET;
    try {
      type Verify = (body: Buffer, header: unknown, secret: string, now?: number) => boolean;
      type IsNew = (event: {configId: string; revision: number; status: string}) => boolean;
      const {verifySignature, startReceiver, isNewEvent} = (await import(pathToFileURL(file).href)) as {verifySignature: Verify; startReceiver: () => Server; isNewEvent: IsNew};
      expect(arrivalEvents('c-ordering').map((event) => isNewEvent(event))).toEqual(ARRIVALS.map(([, , act]) => act));
      // Importing the verifier into a unit test binds no port.
      expect(servers.length).toBe(0);
      expect(verifySignature(BODY, `t=${TIMESTAMP},v1=${SIGNATURE}`, SECRET, TIMESTAMP)).toBe(true);
      // The two samples agree: upper-case hex and a repeated t are not Privana's.
      expect(verifySignature(BODY, `t=${TIMESTAMP},v1=${SIGNATURE.toUpperCase()}`, SECRET, TIMESTAMP)).toBe(false);
      expect(verifySignature(BODY, `t=${TIMESTAMP},t=${TIMESTAMP + 1},v1=${SIGNATURE}`, SECRET, TIMESTAMP)).toBe(false);
      expect(verifySignature(TAMPERED, `t=${TIMESTAMP},v1=${SIGNATURE}`, SECRET, TIMESTAMP)).toBe(false);
      expect(verifySignature(BODY, `t=${TIMESTAMP},v1=${SIGNATURE}`, SECRET, TIMESTAMP + 301)).toBe(false);
      // During a secret rotation the header carries one v1 per secret.
      expect(verifySignature(BODY, `t=${TIMESTAMP},v1=${'0'.repeat(64)},v1=${SIGNATURE}`, SECRET, TIMESTAMP)).toBe(true);
      const accepted: string[] = [];
      HEADERS.forEach((header, n) => {
        if (verifySignature(BODIES[n], header, SECRET, TIMESTAMP)) accepted.push(header);
      });
      // Node's http gives a missing header as undefined.
      expect(verifySignature(BODY, undefined, SECRET, TIMESTAMP)).toBe(false);
      expect(accepted).toEqual([]);

      startReceiver();
      expect(servers.length).toBe(1);
      if (!servers[0].listening) await once(servers[0], 'listening');
      const url = `http://127.0.0.1:${(servers[0].address() as AddressInfo).port}/`;
      const post = (body: Buffer, signature?: string) =>
        fetch(url, {method: 'POST', headers: {'content-type': 'application/json', ...(signature && {'x-privana-signature': signature})}, body: new Uint8Array(body)}).then((r) => r.status);
      const now = Math.floor(Date.now() / 1000);
      const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      expect(await post(BODY, sign(BODY, now))).toBe(204);
      expect(await post(TAMPERED, sign(BODY, now))).toBe(400);
      expect(await post(BODY)).toBe(400);
      expect(await post(BODY, HEADERS.find((h) => /^[\x21-\x7e]+$/.test(h)))).toBe(400);
      // A retry of the same delivery is acknowledged and not acted on again.
      expect(await post(BODY, sign(BODY, now + 1))).toBe(204);
      expect(logged.mock.calls.map(([line]) => String(line)).filter((line) => /revision 8 is live/.test(line))).toHaveLength(1);
      logged.mockRestore();
    } finally {
      spy.mockRestore();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });

  it('Python: the same, run by python3', () => {
    const block = verifiers.find((b) => b.lang === 'python')!;
    writeFileSync(join(work, 'receiver.py'), block.code);
    const inputs = join(work, 'hostile.json');
    writeFileSync(inputs, JSON.stringify({headers: HEADERS, bodies: BODIES.map((b) => b.toString('base64'))}));
    const driver = `import base64, hmac, hashlib, json, os, sys, threading, time, urllib.request, urllib.error
sys.path.insert(0, ${JSON.stringify(work)})
import receiver
from http.server import HTTPServer
secret, t, sig = ${JSON.stringify(SECRET)}, ${TIMESTAMP}, ${JSON.stringify(SIGNATURE)}
body, tampered = base64.b64decode(${JSON.stringify(BODY.toString('base64'))}), base64.b64decode(${JSON.stringify(TAMPERED.toString('base64'))})
hostile = json.load(open(${JSON.stringify(inputs)}))
report = {"fixture": [
    receiver.verify_signature(body, "t=%d,v1=%s" % (t, sig), secret, now=t),
    receiver.verify_signature(tampered, "t=%d,v1=%s" % (t, sig), secret, now=t),
    receiver.verify_signature(body, "t=%d,v1=%s" % (t, sig), secret, now=t + 301),
    receiver.verify_signature(body, "t=%d,v1=%s,v1=%s" % (t, "0" * 64, sig), secret, now=t),
    receiver.verify_signature(body, "t=%d,v1=%s" % (t, sig.upper()), secret, now=t),
    receiver.verify_signature(body, "t=%d,t=%d,v1=%s" % (t, t + 1, sig), secret, now=t),
], "failures": [], "accepted": []}
for header, raw in zip(hostile["headers"], hostile["bodies"]):
    try:
        if receiver.verify_signature(base64.b64decode(raw), header, secret, now=t):
            report["accepted"].append(header)
    except Exception as error:
        report["failures"].append("%r -> %r" % (header[:80], error))
for header in [None, ""]:
    try:
        receiver.verify_signature(body, header, secret, now=t)
    except Exception as error:
        report["failures"].append("%r -> %r" % (header, error))
report["count"] = len(hostile["headers"])
server = HTTPServer(("127.0.0.1", 0), receiver.PublishWebhook)
threading.Thread(target=server.serve_forever, daemon=True).start()
def post(data, signature):
    headers = {"content-type": "application/json"}
    if signature:
        headers["x-privana-signature"] = signature
    try:
        return urllib.request.urlopen(urllib.request.Request("http://127.0.0.1:%d/" % server.server_port, data=data, headers=headers)).status
    except urllib.error.HTTPError as error:
        return error.code
now = int(time.time())
fresh = "t=%d,v1=%s" % (now, hmac.new(secret.encode(), str(now).encode() + b"." + body, hashlib.sha256).hexdigest())
report["server"] = [post(body, fresh), post(tampered, fresh), post(body, None), post(body, fresh)]
server.shutdown()
report["ordering"] = [receiver.is_new_event(event) for event in json.loads(${JSON.stringify(JSON.stringify(arrivalEvents('c-ordering')))})]
print(json.dumps(report))
`;
    const run = spawnSync('python3', ['-c', driver], {encoding: 'utf8', timeout: 120_000, env: {...process.env, PRIVANA_WEBHOOK_SECRET: SECRET, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1'}});
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout.trim().split('\n').pop()!) as {fixture: boolean[]; failures: string[]; accepted: string[]; count: number; server: number[]; ordering: boolean[]};
    expect(report.fixture).toEqual([true, false, false, true, false, false]);
    expect(report.failures.slice(0, 5)).toEqual([]);
    expect(report.accepted).toEqual([]);
    expect(report.count).toBe(HOSTILE_COUNT);
    // The delivery sent twice is acknowledged twice and acted on once.
    expect(report.server).toEqual([204, 400, 400, 204]);
    expect(run.stdout.match(/revision 8 is live/g)).toHaveLength(1);
    expect(report.ordering).toEqual(ARRIVALS.map(([, , act]) => act));
  });
});
