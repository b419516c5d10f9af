// Resident memory of a process tree, read from /proc (Linux): a build spawns workers, and the
// memory a reader's machine needs is the sum over all of them.
import {readFileSync, readdirSync} from 'node:fs';

/** Parent and resident bytes of every process, by pid. */
function readProcTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), {ppid: Number(fields[1]), rss: Number(fields[21]) * 4096});
    } catch {
      // The process ended while the table was read.
    }
  }
  return table;
}

/** Sum of the resident memory of a process and all its descendants, in bytes. */
export function treeRss(rootPid) {
  const table = readProcTable();
  const children = new Map();
  for (const [pid, {ppid}] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += table.get(pid)?.rss ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}
