// Progress lines of the benchmark, on stderr so that stdout stays the Markdown report.

export function log(...args) {
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
}
