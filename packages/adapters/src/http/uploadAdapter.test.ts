import { ApiError } from '@jinli/core';
import { upload } from '@jinli/core/contract';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, envelope, testOptions } from './testServer.ts';
import { createUploadAdapter } from './uploadAdapter.ts';

const ORIGIN = 'https://www.jinli.test';
const picture = { name: '截图.png', type: 'image/png', size: 4, bytes: new Uint8Array([137, 80, 78, 71]) };

describe('upload adapter', () => {
  it('posts the file as multipart to the page origin with the usual headers', async () => {
    const { fetch, requests } = createFakeFetch(() => envelope(6000, { url: '/sandbox-upload/1.png' }));
    const adapter = createUploadAdapter(testOptions(fetch, undefined, { originBase: ORIGIN }));
    const progress: number[] = [];
    const result = await adapter.upload(upload.uploadImage, picture, { onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ url: '/sandbox-upload/1.png' });
    const sent = requests[0]!;
    expect(sent.url).toBe('https://www.jinli.test/site/api/v1/user/upload/uploadImage');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.get('x-api-token')).toBe('tok-123');
    expect(sent.headers.get('x-api-site')).toBe('site-9');
    expect(sent.body).toContain('name="file"; filename="截图.png"');
    expect(progress.at(-1)).toBe(1);
  });

  it('rejects with the server code (6010) and reports an expired login', async () => {
    const failing = createFakeFetch(() => envelope(6010, null, '文件上传失败'));
    const error = await createUploadAdapter(testOptions(failing.fetch, undefined, { originBase: ORIGIN }))
      .upload(upload.uploadImage, picture)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(6010);

    let expired = 0;
    const dead = createFakeFetch(() => envelope(6001));
    const options = testOptions(dead.fetch, undefined, {
      originBase: ORIGIN,
      onLoginExpired: () => {
        expired += 1;
      },
    });
    await expect(createUploadAdapter(options).upload(upload.uploadImage, picture)).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(expired).toBe(1);
  });
});
