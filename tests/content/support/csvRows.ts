/**
 * Rows of a CSV text as RFC 4180 reads it (quoted cells may hold commas, doubled quotes and line
 * breaks), the way the import pages say spreadsheet tools write it. The first row is the header.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (quoted) throw new Error('a quoted cell is never closed');
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** Rows as objects keyed by the header's column names; a row with another cell count is an error. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = csvRows(text);
  return rows.map((cells, n) => {
    if (cells.length !== header.length) throw new Error(`row ${n + 2} has ${cells.length} cells, the header ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, cells[i]]));
  });
}
