import {spawnSync} from 'node:child_process';
import {chownSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the guides' SQL: initdb in a temporary folder, a server that
 * listens on a Unix socket in that folder only (no TCP port), stopped and deleted afterwards.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` (or `nobody`) user.
 */

/** Folder of initdb and pg_ctl: on PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], {encoding: 'utf8'}).stdout.trim();
  if (onPath) return onPath.replace(/\/initdb$/, '');
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(debian, v, 'bin')).find((bin) => existsSync(join(bin, 'initdb'))) ?? null;
}

function runAs(): {user: string; uid: number; gid: number} | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    const ids = spawnSync('id', ['-u', user], {encoding: 'utf8'});
    if (ids.status === 0) return {user, uid: Number(ids.stdout), gid: Number(spawnSync('id', ['-g', user], {encoding: 'utf8'}).stdout)};
  }
  return null;
}

export interface ThrowawayPostgres {
  /** Runs SQL as the superuser `postgres` with ON_ERROR_STOP; status 0 when every statement succeeded. */
  psql(sql: string): {status: number | null; output: string};
  stop(): void;
}

export function startThrowawayPostgres(bin: string): ThrowawayPostgres {
  const dir = mkdtempSync(join(tmpdir(), 'guide-sql-'));
  const owner = runAs();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const pg = (tool: string, args: string[]) => {
    const [command, prefix] = owner ? ['runuser', ['-u', owner.user, '--', join(bin, tool)]] : [join(bin, tool), []];
    return spawnSync(command, [...prefix, ...args], {encoding: 'utf8'});
  };
  const init = pg('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const start = pg('pg_ctl', ['-D', join(dir, 'data'), '-o', `-k ${dir} -c listen_addresses='' -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start']);
  if (start.status !== 0) throw new Error(`PostgreSQL did not start: ${start.stderr}`);
  const psql = join(bin, 'psql');
  return {
    psql: (sql) => {
      const run = spawnSync(existsSync(psql) ? psql : 'psql', ['-h', dir, '-U', 'postgres', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', 'postgres'], {input: sql, encoding: 'utf8'});
      return {status: run.status, output: `${run.stdout}${run.stderr}`.trim()};
    },
    stop: () => {
      pg('pg_ctl', ['-D', join(dir, 'data'), '-w', '-m', 'immediate', 'stop']);
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
