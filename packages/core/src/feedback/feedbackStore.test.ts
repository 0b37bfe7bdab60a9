import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiError.ts';
import { feedback } from '../api/catalogue/feedback.ts';
import type { UploadPort } from '../ports/upload.ts';
import { createFakeWalletHttp, dropped, refused, sequentialIds } from '../wallet/walletFakes.ts';
import { createFeedback } from './feedbackStore.ts';

/** An upload adapter the test finishes by hand, reporting progress on the way. */
function manualUpload() {
  const pending: {
    name: string;
    progress: (f: number) => void;
    done: (url: string) => void;
    fail: () => void;
  }[] = [];
  const port: UploadPort = {
    upload: (_endpoint, file, options) =>
      new Promise((resolve, reject) => {
        pending.push({
          name: file.name,
          progress: (f) => options?.onProgress?.(f),
          done: (url) => resolve({ url } as never),
          fail: () =>
            reject(new ApiError({ kind: 'result', path: '/up', message: '文件上传失败', code: 6010 })),
        });
      }),
  };
  return { port, pending };
}

const png = (name: string, size = 2048) => ({ name, type: 'image/png', size });

function setup() {
  const http = createFakeWalletHttp();
  const up = manualUpload();
  let unreadChanged = 0;
  const fb = createFeedback({
    http,
    upload: up.port,
    newId: sequentialIds(),
    onUnreadChanged: () => {
      unreadChanged += 1;
    },
    limits: { maxImages: 2 },
  });
  http.on(feedback.getFeedBackList, () => ({ list: [], total: 0 }));
  return { http, up, fb, unreadChanged: () => unreadChanged };
}

describe('feedback form', () => {
  it('uploads pictures with progress and sends their urls with the text', async () => {
    const { http, up, fb } = setup();
    http.on(feedback.addFeedBack, () => ({ id: 77 }));
    fb.setType(3);
    fb.setContent('  注单结算有误，请核实  ');
    fb.setBet('TY001');
    const adding = fb.addImages([png('a.png')]);
    up.pending[0]?.progress(0.5);
    expect(fb.getSnapshot().form.images[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    expect(await fb.submit()).toBe(false);
    expect(fb.getSnapshot().form.problem).toBe('uploading');
    up.pending[0]?.done('/sandbox-upload/1.png');
    await adding;
    expect(await fb.submit()).toBe(true);
    expect(http.callsTo(feedback.addFeedBack)[0]?.payload).toEqual({
      type: 3,
      content: '注单结算有误，请核实',
      images: ['/sandbox-upload/1.png'],
      betOrderNo: 'TY001',
    });
    expect(fb.getSnapshot().form).toMatchObject({ sentId: '77', content: '', images: [] });
  });

  it('refuses wrong types, big files and one picture too many, naming the file', async () => {
    const { up, fb } = setup();
    await fb.addImages([{ name: 'x.pdf', type: 'application/pdf', size: 10 }]);
    expect(fb.getSnapshot().form.rejected).toEqual({ name: 'x.pdf', problem: 'type' });
    await fb.addImages([png('huge.png', 6 * 1024 * 1024)]);
    expect(fb.getSnapshot().form.rejected).toEqual({ name: 'huge.png', problem: 'size' });
    const both = fb.addImages([png('1.png'), png('2.png'), png('3.png')]);
    expect(fb.getSnapshot().form.rejected).toEqual({ name: '3.png', problem: 'count' });
    for (const p of up.pending) p.done(`/u/${p.name}`);
    await both;
    expect(fb.getSnapshot().form.images.map((i) => i.url)).toEqual(['/u/1.png', '/u/2.png']);
  });

  it('shows a failed upload on its picture and does not send it', async () => {
    const { up, fb } = setup();
    const adding = fb.addImages([png('a.png')]);
    up.pending[0]?.fail();
    await adding;
    expect(fb.getSnapshot().form.images[0]).toMatchObject({ status: 'error', error: '文件上传失败' });
  });

  it('keeps the text after a refusal and reuses the request id after a lost answer', async () => {
    const { http, fb } = setup();
    fb.setType(2);
    fb.setContent('取款三小时未到账');
    http.on(feedback.addFeedBack, () => {
      throw dropped();
    });
    await fb.submit();
    const first = http.callsTo(feedback.addFeedBack)[0]?.requestId;
    http.on(feedback.addFeedBack, () => {
      throw refused(6011, '请勿频繁提交');
    });
    await fb.submit();
    expect(http.callsTo(feedback.addFeedBack)[1]?.requestId).toBe(first);
    expect(fb.getSnapshot().form).toMatchObject({ error: '请勿频繁提交', content: '取款三小时未到账' });
  });
});

describe('feedback list', () => {
  it('opening a replied feedback clears its unread mark and refreshes the badges', async () => {
    const { http, fb, unreadChanged } = setup();
    http.on(feedback.getFeedBackList, () => ({
      list: [{ id: 5, type: 2, content: '取款', createTime: 1, replied: true, unread: true }],
      total: 1,
    }));
    http.on(feedback.getFeedbackInfo, () => ({
      id: 5,
      type: 2,
      content: '取款',
      createTime: 1,
      replied: true,
      unread: false,
      images: [],
      betOrderNo: null,
      depositRewardId: null,
      replies: [{ content: '已处理', createTime: 2 }],
    }));
    await fb.loadList(1);
    const before = unreadChanged();
    await fb.open('5');
    expect(fb.getSnapshot().detail.data?.replies[0]?.content).toBe('已处理');
    expect(fb.getSnapshot().list.data?.list[0]?.unread).toBe(false);
    expect(unreadChanged()).toBe(before + 1);
  });
});
