import { describe, expect, it } from 'vitest';
import { leaveHomeNotice, takeHomeNotice } from './homeNotice.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('home notice across the reload', () => {
  it('is shown by the next page once', () => {
    const storage = memoryStorage();
    leaveHomeNotice(storage, { text: '请重新登录', tone: 'info', login: true });
    expect(takeHomeNotice(storage)).toEqual({ text: '请重新登录', tone: 'info', login: true });
    expect(takeHomeNotice(storage)).toBeNull();
  });

  it('ignores what it did not write', () => {
    const storage = memoryStorage();
    storage.setItem('jinli.homeNotice', '{not json');
    expect(takeHomeNotice(storage)).toBeNull();
    storage.setItem('jinli.homeNotice', JSON.stringify({ text: 3 }));
    expect(takeHomeNotice(storage)).toBeNull();
    storage.setItem('jinli.homeNotice', JSON.stringify({ text: '已退出登录', tone: 'weird' }));
    expect(takeHomeNotice(storage)).toEqual({ text: '已退出登录', tone: 'info', login: false });
  });
});
