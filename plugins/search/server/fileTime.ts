import fs from 'node:fs';

/** A file's modification time (ISO 8601), the date of a record without git history; the epoch if unreadable. */
export function fileTime(file: string): string {
  try {
    return fs.statSync(file).mtime.toISOString();
  } catch {
    return new Date(0).toISOString();
  }
}
