/**
 * A fetch that reports upload progress, for ky's `fetch` option. ky's own `onUploadProgress`
 * streams the request body, which browsers only allow over HTTP/2; XMLHttpRequest reports
 * progress on any connection. Timeouts and aborts still come from ky through the signal.
 */
export function progressFetch(
  onProgress: (progress: { loaded: number; total: number }) => void,
  fallback: typeof globalThis.fetch | undefined,
): typeof globalThis.fetch {
  if (fallback || typeof XMLHttpRequest === 'undefined') return fallback ?? globalThis.fetch;
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? await request.arrayBuffer() : null;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.upload.addEventListener('progress', (e) => onProgress({ loaded: e.loaded, total: e.total }));
      xhr.addEventListener('load', () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const nullBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(nullBody ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers,
          }),
        );
      });
      const fail = () => reject(new TypeError('Network request failed'));
      xhr.addEventListener('error', fail);
      xhr.addEventListener('timeout', fail);
      xhr.addEventListener('abort', () => reject(request.signal.reason ?? new DOMException('Aborted', 'AbortError')));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
