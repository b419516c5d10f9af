import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The driver programs that run a set of code blocks against the contract mock, one process per
 * language: the reference samples (runSamples.ts) and the guides' blocks (runGuideBlocks.ts).
 * Before job n the driver sends GET <marker>/<n>, so every request the mock records after it
 * belongs to job n; after it, the driver writes error<n>.txt (empty when the job completed).
 *
 * With `record`, a job's output is kept too (out<n>.txt) and the job is judged by how it ended:
 * a guide's block may print an error as part of what it shows. Without it, nothing else sees the
 * output, so a JavaScript job that prints an error fails, and the output is dropped (bash) or left
 * to the driver's own (Python, Ruby).
 */

export type DriverLanguage = 'bash' | 'node' | 'python' | 'ruby';

interface Driver {
  ext: string;
  command: string[];
  source(count: number, marker: string, record: boolean): string;
}

const DRIVERS: Record<DriverLanguage, Driver> = {
  bash: {
    ext: 'sh',
    command: ['bash', 'driver.sh'],
    source: (count, marker, record) => `for n in $(seq 0 ${count - 1}); do
  curl -s -o /dev/null "${marker}/$n"
  if bash -e "job$n.sh" > ${record ? '"out$n.txt"' : '/dev/null'} 2>&1; then echo "" > "error$n.txt"; else echo "exit $?" > "error$n.txt"; fi
done
`,
  },
  node: {
    ext: 'mjs',
    command: [process.execPath, 'driver.mjs'],
    source: (count, marker, record) => `import {writeFileSync} from 'node:fs';
import {format} from 'node:util';
let printed = [];
let errors = [];
for (const name of ${JSON.stringify(record ? ['log', 'info', 'warn', 'error'] : ['error'])}) {
  console[name] = (...args) => {
    printed.push(format(...args));
    if (name === 'error') errors.push(format(...args));
  };
}
for (let n = 0; n < ${count}; n += 1) {
  printed = [];
  errors = [];
  await fetch('${marker}/' + n);
  let error = '';
  try {
    await import('./job' + n + '.mjs');
    ${record ? '' : "if (errors.length) error = 'printed an error: ' + errors.join('; ');"}
  } catch (thrown) {
    error = 'threw ' + (thrown && thrown.stack ? thrown.stack : String(thrown));
  }
  ${record ? "writeFileSync('out' + n + '.txt', printed.join('\\n'));" : ''}
  writeFileSync('error' + n + '.txt', error);
}
`,
  },
  python: {
    ext: 'py',
    command: ['python3', 'driver.py'],
    source: (count, marker, record) => `import contextlib, io, runpy, urllib.request
for n in range(${count}):
    urllib.request.urlopen("${marker}/%d" % n).read()
    out = io.StringIO()
    error = ""
    try:
        with ${record ? 'contextlib.redirect_stdout(out), contextlib.redirect_stderr(out)' : 'contextlib.nullcontext()'}:
            runpy.run_path("job%d.py" % n, run_name="__main__")
    except BaseException as raised:
        error = "raised " + repr(raised)
    ${record ? 'open("out%d.txt" % n, "w").write(out.getvalue())' : 'pass'}
    open("error%d.txt" % n, "w").write(error)
`,
  },
  ruby: {
    ext: 'rb',
    command: ['ruby', 'driver.rb'],
    source: (count, marker, record) => `require "net/http"
require "stringio"
${count}.times do |n|
  Net::HTTP.get(URI("${marker}/#{n}"))
  error = ""
  out = StringIO.new
  ${record ? '$stdout = out' : ''}
  begin
    load("job#{n}.rb", true)
  rescue Exception => e
    error = "raised #{e.class}: #{e.message}"
  ensure
    $stdout = STDOUT
  end
  ${record ? 'File.write("out#{n}.txt", out.string)' : ''}
  File.write("error#{n}.txt", error)
end
`,
  },
};

/** Writes the jobs (job<n>.<ext>) and their driver into `dir`; returns the command that runs the driver there. */
export function writeDriver(language: DriverLanguage, dir: string, codes: string[], options: {marker: string; record: boolean}): string[] {
  const driver = DRIVERS[language];
  codes.forEach((code, n) => writeFileSync(path.join(dir, `job${n}.${driver.ext}`), code));
  writeFileSync(path.join(dir, `driver.${driver.ext}`), driver.source(codes.length, options.marker, options.record));
  return driver.command;
}

/** What job n left in `dir`: its error ('' when it completed; undefined when it did not finish) and, when recorded, its output. */
export function readJob(dir: string, n: number): {error?: string; output?: string} {
  const read = (name: string): string | undefined => {
    try {
      return readFileSync(path.join(dir, name), 'utf8').trim();
    } catch {
      return undefined;
    }
  };
  return {error: read(`error${n}.txt`), output: read(`out${n}.txt`)};
}
