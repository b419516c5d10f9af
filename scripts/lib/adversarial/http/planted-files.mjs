// A deployment that adds files to the build must not publish them: links out of the root (to a
// file, to a folder, as a page's .gz twin) and dotfiles. Runs on a copy of the build's not-found
// and home pages with those files planted, served by a fresh server of the same kind.
import {copyFileSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {rawRequest} from '../../probe.mjs';

const SECRET = 'root:x:0:0:planted outside the build';

function plantedRoot(root) {
  const site = mkdtempSync(join(tmpdir(), 'privana-planted-'));
  const outside = mkdtempSync(join(tmpdir(), 'privana-outside-'));
  for (const file of ['index.html', '404.html', 'csp-hashes.json']) copyFileSync(join(root, file), join(site, file));
  writeFileSync(join(outside, 'passwd'), `${SECRET}\n`);
  symlinkSync(join(outside, 'passwd'), join(site, 'leak.txt'));
  symlinkSync(outside, join(site, 'etc'));
  writeFileSync(join(site, 'robots.txt'), 'User-agent: *\n');
  symlinkSync(join(outside, 'passwd'), join(site, 'robots.txt.gz'));
  writeFileSync(join(site, '.env'), 'API_KEY=planted\n');
  mkdirSync(join(site, '.git'));
  writeFileSync(join(site, '.git', 'config'), '[remote "origin"]\n');
  return site;
}

export default {
  id: '4.8',
  expected: 'No file through a link leaving the root, no dotfile: 404',
  async run({root, start}) {
    const server = await start(plantedRoot(root));
    try {
      const answers = {};
      for (const target of ['/leak.txt', '/etc/passwd', '/.env', '/.git/config', '/%2Eenv']) {
        const response = await rawRequest(server.origin, target);
        answers[target] = {status: response.status, leaked: response.body.includes(SECRET) || response.body.includes('planted')};
      }
      const gzip = await rawRequest(server.origin, '/robots.txt', {headers: {'Accept-Encoding': 'gzip'}});
      answers['/robots.txt (its .gz a link)'] = {status: gzip.status, leaked: gzip.body.includes(SECRET)};
      return answers;
    } finally {
      await server.stop();
    }
  },
  held: (answers) => Object.entries(answers).every(([target, {status, leaked}]) => !leaked && (target.startsWith('/robots') ? status === 200 : status === 404)),
  summary: (answers) => Object.entries(answers).map(([target, {status, leaked}]) => `${target} ${status}${leaked ? ' LEAKED' : ''}`).join(', '),
};
