import type { Endpoint } from '../api/endpoint.ts';

/**
 * A file the member picked. In a browser it is a `File`; a Node or native client passes any object
 * with these fields that its upload adapter knows how to read (e.g. `{ ..., bytes: Uint8Array }`).
 */
export interface UploadFile {
  readonly name: string;
  /** MIME type as the platform reports it ('image/png'); may be ''. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
}

export interface UploadOptions {
  /** 0..1 as bytes leave; called at least once with 1 before the promise resolves. */
  onProgress?: (fraction: number) => void;
}

/**
 * Sends one file as `multipart/form-data` (field `file`) to an upload endpoint (SPEC §7: uploadImage,
 * on the page's own origin). Same headers and signature as HttpPort calls; the body is never encrypted
 * (docs/protocol.md, "Image upload"). Resolves with the envelope's `data` parsed by the endpoint's
 * response schema; rejects only with ApiError, like HttpPort.
 */
export interface UploadPort {
  upload<R>(endpoint: Endpoint<unknown, R, boolean>, file: UploadFile, options?: UploadOptions): Promise<R>;
}
