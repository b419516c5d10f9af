import {describe, expect, it} from 'vitest';
import {parseArgs, UsageError} from '../../../../../../packages/mock/src/cli/args';

describe('privana-mock command line', () => {
  it('serves on loopback from port 4010 by default, with the documented rate limit', () => {
    expect(parseArgs([])).toMatchObject({command: 'serve', port: 4010, host: '127.0.0.1', rateLimit: 'documented', faults: []});
    expect(parseArgs(['--port', '4500', '--fault', '503x3', '--fault', 'stall', '--rate-limit', 'off', '--data', 'state'])).toMatchObject({port: 4500, faults: [{kind: '503', count: 3}, {kind: 'stall', count: 1}], rateLimit: 0, data: 'state'});
  });

  it('reads a trigger with its delivery kind', () => {
    const args = parseArgs(['trigger', 'configurationPublished', '--to', 'http://localhost:8080/hooks', '--tampered', '--max-attempts', '2']);
    expect(args).toMatchObject({command: 'trigger', event: 'configurationPublished', kind: 'tampered', maxAttempts: 2});
  });

  it.each([
    [['--prot', '1'], 'unknown flag: "--prot"'],
    [['--port', 'x'], '--port needs a whole number from 0 to 65533, got "x"'],
    [['--fault', '418'], '--fault needs 429, 500, 503 or stall, optionally with a count (503x3), got "418"'],
    [['trigger'], 'trigger needs an event name: privana-mock events lists them'],
    [['trigger', 'x'], 'trigger needs --to with your endpoint, such as --to http://localhost:8080/webhooks'],
    [['trigger', 'x', '--to', 'nope'], '--to needs a URL such as http://localhost:8080/webhooks, got "nope"'],
    [['trigger', 'x', '--to', 'http://localhost/', '--replay', '--expired'], 'give at most one of --replay, --expired and --tampered'],
  ])('refuses %j with one line that says what to do', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(new UsageError(message));
  });
});
