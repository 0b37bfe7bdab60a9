import { isApiError } from '../api/apiError.ts';
import { feedback } from '../api/catalogue/feedback.ts';
import { upload } from '../api/catalogue/upload.ts';
import { errorMessage } from '../api/resultCodes.ts';
import type {
  DepositRewardConfig,
  FeedbackDetail,
  FeedbackSummary,
  MemberBet,
} from '../api/schemas/memberCentre.ts';
import { createLoader, IDLE, keySlot, type Loadable, type Slot } from '../engine/loadable.ts';
import { createStore, type Readable } from '../engine/store.ts';
import type { HttpPort } from '../ports/http.ts';
import type { UploadFile, UploadPort } from '../ports/upload.ts';
import {
  EMPTY_FORM,
  type FeedbackFormState,
  type FeedbackImage,
  feedbackPayload,
  isUploading,
} from './feedbackForm.ts';
import {
  checkFeedbackDraft,
  checkImage,
  DEFAULT_FEEDBACK_LIMITS,
  type FeedbackLimits,
} from './feedbackRules.ts';

export const FEEDBACK_PAGE_SIZE = 10;

export interface FeedbackState {
  limits: FeedbackLimits;
  form: FeedbackFormState;
  bets: Loadable<readonly MemberBet[]>;
  rewards: Loadable<readonly DepositRewardConfig[]>;
  list: Loadable<{ list: readonly FeedbackSummary[]; total: number; pageNum: number }>;
  detail: Loadable<FeedbackDetail>;
  openId: string | null;
  deleting: string | null;
  listError: string | null;
}

export interface Feedback extends Readable<FeedbackState> {
  setType(type: number): void;
  setContent(content: string): void;
  setBet(orderNo: string | null): void;
  setDepositReward(id: string | null): void;
  /** Checks each file (type, size, count) and uploads the accepted ones with progress. */
  addImages(files: readonly UploadFile[]): Promise<void>;
  removeImage(key: string): void;
  submit(): Promise<boolean>;
  /** A fresh form (after "send another"). */
  resetForm(): void;
  /** The related bets and deposit reward configs the form offers. */
  loadChoices(): Promise<void>;
  loadList(pageNum?: number): Promise<void>;
  /** Opens a feedback with its replies; opening marks its reply read. */
  open(id: string | null): Promise<void>;
  remove(id: string): Promise<void>;
  clear(): void;
}

export interface FeedbackDeps {
  http: HttpPort;
  upload: UploadPort;
  newId: () => string;
  /** After a reply was opened or a feedback deleted: the unread badges are read again. */
  onUnreadChanged?: () => void;
  limits?: Partial<FeedbackLimits>;
}

/** Feedback (SPEC §7 feedback calls + uploadImage): the form with pictures, the list and replies. */
export function createFeedback(deps: FeedbackDeps): Feedback {
  const { http } = deps;
  const limits = { ...DEFAULT_FEEDBACK_LIMITS, ...deps.limits };
  const initial: FeedbackState = {
    limits,
    form: EMPTY_FORM,
    bets: IDLE,
    rewards: IDLE,
    list: IDLE,
    detail: IDLE,
    openId: null,
    deleting: null,
    listError: null,
  };
  const store = createStore<FeedbackState>(initial);
  let generation = 0;
  const form = () => store.getSnapshot().form;
  /** Edits clear the last complaint and the sent state, never what was typed. */
  const edit = (change: Partial<FeedbackFormState>) =>
    store.update((s) => ({ ...s, form: { ...s.form, problem: null, error: null, ...change } }));
  const editImage = (key: string, change: Partial<FeedbackImage>) =>
    store.update((s) => ({
      ...s,
      form: { ...s.form, images: s.form.images.map((i) => (i.key === key ? { ...i, ...change } : i)) },
    }));
  const load = createLoader(store);
  const cell = <K extends 'bets' | 'rewards' | 'list' | 'detail'>(key: K) =>
    keySlot<FeedbackState, K>(key) as unknown as Slot<FeedbackState, NonNullable<FeedbackState[K]['data']>>;

  async function uploadOne(file: UploadFile, key: string, mine: number): Promise<void> {
    try {
      const result = await deps.upload.upload(upload.uploadImage, file, {
        onProgress: (progress) => {
          if (mine === generation) editImage(key, { progress });
        },
      });
      if (mine === generation) editImage(key, { status: 'done', progress: 1, url: result.url });
    } catch (error) {
      if (mine === generation) editImage(key, { status: 'error', error: errorMessage(error) });
    }
  }

  const loadList = (pageNum = store.getSnapshot().list.data?.pageNum ?? 1) => {
    const mine = generation;
    return load(
      'list',
      cell('list'),
      async () => {
        const page = await http.call(feedback.getFeedBackList, { pageNum, pageSize: FEEDBACK_PAGE_SIZE });
        // The list shows which replies are unread: the badges must say the same.
        deps.onUnreadChanged?.();
        return { ...page, pageNum };
      },
      { current: () => mine === generation },
    );
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    setType: (type) => edit({ type, sentId: null }),
    setContent: (content) => edit({ content, sentId: null }),
    setBet: (betOrderNo) => edit({ betOrderNo }),
    setDepositReward: (depositRewardId) => edit({ depositRewardId }),
    async addImages(files) {
      const mine = generation;
      const started: Promise<void>[] = [];
      for (const file of files) {
        const attached = form().images.filter((i) => i.status !== 'error').length;
        const problem = checkImage(file, attached, limits);
        if (problem !== null) {
          edit({ rejected: { name: file.name, problem } });
          continue;
        }
        const key = deps.newId();
        const image: FeedbackImage = {
          key,
          name: file.name,
          status: 'uploading',
          progress: 0,
          url: null,
          error: null,
        };
        edit({ images: [...form().images, image], rejected: null });
        started.push(uploadOne(file, key, mine));
      }
      await Promise.all(started);
    },
    removeImage: (key) => edit({ images: form().images.filter((i) => i.key !== key) }),
    async submit() {
      const current = form();
      if (current.submitting) return false;
      const problem = checkFeedbackDraft(current, isUploading(current), limits);
      if (problem !== null) {
        store.update((s) => ({ ...s, form: { ...s.form, problem } }));
        return false;
      }
      const requestId = current.requestId ?? deps.newId();
      store.update((s) => ({ ...s, form: { ...s.form, submitting: true, error: null, requestId } }));
      try {
        const result = await http.call(feedback.addFeedBack, feedbackPayload(current), { requestId });
        store.update((s) => ({ ...s, form: { ...EMPTY_FORM, sentId: String(result.id) } }));
        void loadList(1);
        return true;
      } catch (error) {
        // A server refusal ends this intent; a lost answer keeps the id so a retry is not a duplicate.
        const known = isApiError(error) && error.kind === 'result';
        store.update((s) => ({
          ...s,
          form: {
            ...s.form,
            submitting: false,
            error: errorMessage(error),
            requestId: known ? null : requestId,
          },
        }));
        return false;
      }
    },
    resetForm: () => store.update((s) => ({ ...s, form: EMPTY_FORM })),
    async loadChoices() {
      const mine = generation;
      await Promise.all([
        load('bets', cell('bets'), () => http.call(feedback.queryMemberBetList, {}), {
          current: () => mine === generation,
        }),
        load('rewards', cell('rewards'), () => http.call(feedback.querySiteDepositRewardConfigList, {}), {
          current: () => mine === generation,
        }),
      ]);
    },
    loadList,
    async open(id) {
      store.update((s) => ({ ...s, openId: id, detail: IDLE }));
      if (id === null) return;
      const mine = generation;
      await load('detail', cell('detail'), () => http.call(feedback.getFeedbackInfo, { id }), {
        current: () => mine === generation && store.getSnapshot().openId === id,
      });
      const wasUnread = store.getSnapshot().list.data?.list.some((f) => String(f.id) === id && f.unread);
      if (wasUnread) {
        store.update((s) => ({
          ...s,
          list:
            s.list.data === null
              ? s.list
              : {
                  ...s.list,
                  data: {
                    ...s.list.data,
                    list: s.list.data.list.map((f) => (String(f.id) === id ? { ...f, unread: false } : f)),
                  },
                },
        }));
      }
      deps.onUnreadChanged?.();
    },
    async remove(id) {
      if (store.getSnapshot().deleting !== null) return;
      store.update((s) => ({ ...s, deleting: id, listError: null }));
      try {
        await http.call(feedback.delFeedback, { id });
        store.update((s) => ({ ...s, openId: s.openId === id ? null : s.openId }));
      } catch (error) {
        store.update((s) => ({ ...s, listError: errorMessage(error) }));
      } finally {
        store.update((s) => ({ ...s, deleting: null }));
      }
      await loadList();
      deps.onUnreadChanged?.();
    },
    clear() {
      generation += 1;
      store.set(initial);
    },
  };
}
