import { ApiError, isApiError, type UploadFile, type UploadOptions, type UploadPort } from '@jinli/core';
import { type Endpoint, SUCCESS_CODE } from '@jinli/core/contract';
import { newUuidV4 } from '../uuid.ts';
import { decodeAnswer, type RawAnswer } from './answer.ts';
import type { HttpAdapterOptions } from './options.ts';
import { buildWireRequest } from './wireRequest.ts';

const LOGIN_EXPIRED = 6001;
/** Pictures are small; a slow line still gets two minutes. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** What the adapter can put in a form: a browser File/Blob, or `{ bytes }` from Node or a native shell. */
function asBlob(file: UploadFile): Blob {
  if (typeof Blob !== 'undefined' && file instanceof Blob) return file;
  const bytes = (file as { bytes?: unknown }).bytes;
  if (bytes instanceof Uint8Array) return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: file.type });
  throw new ApiError({ kind: 'network', path: '', message: 'file has no readable bytes' });
}

type Transport = (
  request: { url: string; headers: Record<string, string>; body: FormData; path: string },
  onProgress: (f: number) => void,
) => Promise<RawAnswer>;

/** XMLHttpRequest: the only browser API that reports upload progress. */
const xhrTransport: Transport = ({ url, headers, body, path }, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ path, status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError({ kind: 'network', path, message: 'upload failed' }));
    xhr.ontimeout = () =>
      reject(new ApiError({ kind: 'timeout', path, message: `no answer within ${UPLOAD_TIMEOUT_MS} ms` }));
    xhr.send(body);
  });

/** fetch (Node, tests): no progress events, so progress jumps to 1 when the answer arrives. */
const fetchTransport =
  (fetchImpl: typeof fetch): Transport =>
  async ({ url, headers, body, path }) => {
    try {
      const response = await fetchImpl(url, { method: 'POST', headers, body });
      return { path, status: response.status, text: await response.text() };
    } catch (cause) {
      throw new ApiError({ kind: 'network', path, message: 'upload failed', cause });
    }
  };

/**
 * The UploadPort (core/src/ports/upload.ts): multipart/form-data with the file under `file`, the same
 * headers and signature as every call, never encrypted (docs/protocol.md, "Image upload").
 */
export function createUploadAdapter(options: HttpAdapterOptions): UploadPort {
  const transport: Transport =
    options.fetch === undefined && typeof XMLHttpRequest !== 'undefined'
      ? xhrTransport
      : fetchTransport(options.fetch ?? globalThis.fetch.bind(globalThis));

  return {
    async upload<R>(
      endpoint: Endpoint<unknown, R, boolean>,
      file: UploadFile,
      uploadOptions: UploadOptions = {},
    ): Promise<R> {
      const { path } = endpoint;
      const token = options.getToken();
      const hadToken = token !== null && token !== '';
      try {
        // The JSON wire of an empty call gives the URL and headers; the body becomes the form.
        const wire = await buildWireRequest(options, {
          endpoint,
          payload: undefined,
          requestId: (options.newRequestId ?? newUuidV4)(),
          token,
          safe: false,
        });
        const { 'Content-Type': _json, ...headers } = wire.headers;
        const body = new FormData();
        body.append('file', asBlob(file), file.name);
        const answer = await transport({ url: wire.url, headers, body, path }, (f) =>
          uploadOptions.onProgress?.(Math.min(1, Math.max(0, f))),
        );
        uploadOptions.onProgress?.(1);
        if (answer.status === 401) throw expired(hadToken);
        const envelope = await decodeAnswer(answer, options.crypto);
        if (envelope.status_code === LOGIN_EXPIRED) throw expired(hadToken);
        if (envelope.status_code !== SUCCESS_CODE) {
          const error = new ApiError({
            kind: 'result',
            path,
            message: envelope.message || `code ${envelope.status_code}`,
            code: envelope.status_code,
            envelope,
          });
          options.onApiError?.(error);
          throw error;
        }
        const data = endpoint.response.safeParse(envelope.data);
        if (!data.success)
          throw new ApiError({ kind: 'schema', path, message: 'unexpected upload answer', envelope });
        return data.data;
      } catch (cause) {
        if (isApiError(cause)) throw cause;
        throw new ApiError({ kind: 'network', path, message: 'upload could not be made', cause });
      }

      function expired(had: boolean): ApiError {
        options.onLoginExpired?.({ hadToken: had, path });
        return new ApiError({ kind: 'result', path, message: 'login expired', code: LOGIN_EXPIRED });
      }
    },
  };
}
