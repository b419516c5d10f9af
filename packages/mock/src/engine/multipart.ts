/** The parts of a multipart body by name; a file part is marked so that a text field cannot pass for a file. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, {value: string; file: boolean}> | string {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) return 'multipart body without a boundary in its content-type';
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const parts: Record<string, {value: string; file: boolean}> = {};
  for (const raw of body.toString('latin1').split(delimiter).slice(1)) {
    if (raw.startsWith('--')) break;
    const [head, ...rest] = raw.replace(/^\r\n/, '').split('\r\n\r\n');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (!name) return 'multipart part without a name';
    parts[name] = {value: rest.join('\r\n\r\n').replace(/\r\n$/, ''), file: /filename="/i.test(head)};
  }
  return Object.keys(parts).length ? parts : 'multipart body without parts';
}
