/**
 * Copies a page's Markdown twin (same origin) to the clipboard. The Markdown is handed to the
 * clipboard as a promise inside the click's user activation, which Safari requires; browsers
 * without promise-valued ClipboardItem get the text once it has arrived.
 */
export interface CopyEnvironment {
  fetch: typeof fetch;
  clipboard: Pick<Clipboard, 'write' | 'writeText'>;
  ClipboardItem?: typeof ClipboardItem;
}

export async function readTwin(url: string, fetchTwin: typeof fetch): Promise<string> {
  const response = await fetchTwin(url, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

export async function copyTwin(url: string, env: CopyEnvironment): Promise<void> {
  const text = readTwin(url, env.fetch);
  if (env.ClipboardItem) {
    try {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await env.clipboard.write([new env.ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // No promise-valued ClipboardItem here, or the download failed: the plain text path below
      // copies the text, or rethrows the download's error.
    }
  }
  await env.clipboard.writeText(await text);
}
