/**
 * The search engine's `fetch`, answered from the snapshot: a request for `/search/…` reads that file
 * of data/ (Snapshot.readSearchFile), anything else is a 404. Nothing leaves the process.
 *
 * The answer is the part of a Response the engine reads (ok, status, text(); see fetchText in
 * plugins/search/engine/loading/download.ts), not a Response: Node 20 loads its fetch implementation
 * (undici) on the first `new Response`, about 70 ms of CPU at start for nothing.
 */
export function snapshotFetch(readSearchFile: (sitePath: string) => string | null): typeof fetch {
  return async (input) => {
    const text = readSearchFile(String(input).replace(/^\//, ''));
    const answer: Pick<Response, 'ok' | 'status' | 'text'> = {
      ok: text !== null,
      status: text === null ? 404 : 200,
      text: () => Promise.resolve(text ?? ''),
    };
    return answer as Response;
  };
}
