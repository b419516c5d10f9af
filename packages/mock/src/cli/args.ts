import {parseFault, type FaultSpec} from '../engine/faults';
import type {DeliveryKind} from '../webhooks/deliver';

/** The command line of `privana-mock`: a bad flag is one line of error and the usage, never a stack trace. */

export const USAGE = `usage:
  privana-mock [serve] [--port N] [--host ADDRESS] [--data DIR] [--fault 429|500|503|stall[xN]]...
                       [--rate-limit N|off] [--stall-seconds S] [--quiet]
  privana-mock trigger <event> --to http://localhost:PORT/path [--secret whsec_...]
                       [--replay | --expired | --tampered] [--max-attempts N] [--time-scale N]
  privana-mock events          list the webhook events trigger sends
  privana-mock --help | --version`;

export class UsageError extends Error {}

export interface ServeArgs {
  command: 'serve';
  /** First port; each API and region takes the next one (customer REST API, then unified consent uc-us and uc-eu). */
  port: number;
  host: string;
  data?: string;
  faults: FaultSpec[];
  rateLimit: number | 'documented';
  stallSeconds: number;
  quiet: boolean;
}

export interface TriggerArgs {
  command: 'trigger';
  event: string;
  to: URL;
  secret?: string;
  kind: DeliveryKind;
  maxAttempts: number;
  timeScale: number;
}

export type Args = ServeArgs | TriggerArgs | {command: 'events' | 'help' | 'version'};

const integer = (flag: string, value: string | undefined, min: number, max: number): number => {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new UsageError(`${flag} needs a whole number from ${min} to ${max}, got ${value === undefined ? 'nothing' : `"${value}"`}`);
  return Number(value);
};

export function parseArgs(argv: string[]): Args {
  const rest = [...argv];
  if (rest[0] === '--help' || rest[0] === '-h' || rest[0] === 'help') return {command: 'help'};
  if (rest[0] === '--version' || rest[0] === '-v') return {command: 'version'};
  if (rest[0] === 'events') {
    if (rest.length > 1) throw new UsageError(`events takes no arguments, got "${rest[1]}"`);
    return {command: 'events'};
  }
  if (rest[0] === 'trigger') {
    rest.shift();
    const event = rest.shift();
    if (!event || event.startsWith('-')) throw new UsageError('trigger needs an event name: privana-mock events lists them');
    const args: Partial<TriggerArgs> = {command: 'trigger', event, kind: 'genuine', maxAttempts: 8, timeScale: 60};
    while (rest.length) {
      const flag = rest.shift()!;
      if (flag === '--to') {
        const value = rest.shift();
        try {
          args.to = new URL(value ?? '');
        } catch {
          throw new UsageError(`--to needs a URL such as http://localhost:8080/webhooks, got ${value === undefined ? 'nothing' : `"${value}"`}`);
        }
      } else if (flag === '--secret') {
        const value = rest.shift();
        if (!value || !value.startsWith('whsec_')) throw new UsageError('--secret needs a webhook secret starting with whsec_');
        args.secret = value;
      } else if (flag === '--replay' || flag === '--expired' || flag === '--tampered') {
        if (args.kind !== 'genuine') throw new UsageError('give at most one of --replay, --expired and --tampered');
        args.kind = flag.slice(2) as DeliveryKind;
      } else if (flag === '--max-attempts') args.maxAttempts = integer(flag, rest.shift(), 1, 8);
      else if (flag === '--time-scale') args.timeScale = integer(flag, rest.shift(), 1, 100_000_000);
      else throw new UsageError(`unknown flag for trigger: "${flag}"`);
    }
    if (!args.to) throw new UsageError('trigger needs --to with your endpoint, such as --to http://localhost:8080/webhooks');
    return args as TriggerArgs;
  }
  if (rest[0] === 'serve') rest.shift();
  const args: ServeArgs = {command: 'serve', port: 4010, host: '127.0.0.1', faults: [], rateLimit: 'documented', stallSeconds: 40, quiet: false};
  while (rest.length) {
    const flag = rest.shift()!;
    if (flag === '--port') args.port = integer(flag, rest.shift(), 0, 65533);
    else if (flag === '--host') {
      const value = rest.shift();
      if (!value || value.startsWith('-')) throw new UsageError('--host needs an address to listen on, such as 127.0.0.1 or 0.0.0.0');
      args.host = value;
    } else if (flag === '--data') {
      const value = rest.shift();
      if (!value || value.startsWith('-')) throw new UsageError('--data needs a folder to keep the state in');
      args.data = value;
    } else if (flag === '--fault') {
      const value = rest.shift() ?? '';
      const spec = parseFault(value);
      if (!spec) throw new UsageError(`--fault needs 429, 500, 503 or stall, optionally with a count (503x3), got "${value}"`);
      args.faults.push(spec);
    } else if (flag === '--rate-limit') {
      const value = rest.shift();
      args.rateLimit = value === 'off' ? 0 : integer(flag, value, 1, 1_000_000);
    } else if (flag === '--stall-seconds') args.stallSeconds = integer(flag, rest.shift(), 1, 3600);
    else if (flag === '--quiet') args.quiet = true;
    else throw new UsageError(`unknown ${flag.startsWith('-') ? 'flag' : 'command'}: "${flag}"`);
  }
  return args;
}
