import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {planOf} from './support/blockPlan';
import {allDocCodeBlocks} from './support/codeBlocks';
import {postgresBin, startThrowawayPostgres, type ThrowawayPostgres} from './support/throwawayPostgres';

/**
 * The RDS guide's SQL runs as its page says, in a throwaway PostgreSQL (support/throwawayPostgres.ts)
 * given what Amazon RDS provides (the rds_iam role) and a table of personal data; afterwards the
 * scanner role it creates must be able to log in and read that table. Without PostgreSQL the
 * blocks count as not installable in the report, and this says so.
 */

const ROOT = join(__dirname, '../..');
const blocks = allDocCodeBlocks(ROOT).filter((b) => {
  const plan = planOf(b);
  return plan.status === 'executed' && plan.harness === 'sql';
});
const bin = postgresBin();
let server: ThrowawayPostgres | undefined;

beforeAll(() => {
  if (bin) server = startThrowawayPostgres(bin);
}, 60_000);
afterAll(() => server?.stop());

/** What an RDS database has before the guide's SQL runs. */
const RDS_FIXTURE = `CREATE ROLE rds_iam;
CREATE TABLE public.customers (email text, phone text);
INSERT INTO public.customers VALUES ('maria.lopez@example.com', '+14155550123');`;
const RESET = 'DROP OWNED BY privana_scanner; DROP ROLE privana_scanner; DROP TABLE public.customers; DROP ROLE rds_iam;';

describe('SQL blocks of the guides', () => {
  it(bin ? 'run in PostgreSQL, and the role they create can read the data' : 'are not run: PostgreSQL is not installed (the report counts them as not installable)', () => {
    if (!server) {
      console.warn('PostgreSQL is not installed: the RDS guide\'s SQL is not run.');
      expect(blocks).toEqual([]);
      return;
    }
    expect(blocks.length).toBe(2);
    const problems = blocks.flatMap((block) => {
      const setUp = server!.psql(RDS_FIXTURE);
      const run = server!.psql(block.code);
      const read = server!.psql('SET ROLE privana_scanner; SELECT count(*) FROM public.customers;');
      const login = server!.psql("SELECT rolcanlogin FROM pg_roles WHERE rolname = 'privana_scanner';");
      server!.psql(RESET);
      return [
        ...(setUp.status === 0 ? [] : [`fixture: ${setUp.output}`]),
        ...(run.status === 0 ? [] : [`the block fails: ${run.output}`]),
        ...(read.status === 0 && /\b1\b/.test(read.output) ? [] : [`privana_scanner cannot read the data: ${read.output}`]),
        ...(/\bt\b/.test(login.output) ? [] : ['privana_scanner cannot log in']),
      ].map((p) => `${block.where}: ${p}`);
    });
    expect(problems).toEqual([]);
    // The read check fails for a role created without the grants.
    server.psql(RDS_FIXTURE);
    server.psql('CREATE ROLE privana_scanner LOGIN;');
    expect(server.psql('SET ROLE privana_scanner; SELECT count(*) FROM public.customers;').status).not.toBe(0);
    server.psql(RESET);
  });
});
