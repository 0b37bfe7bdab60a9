import { test as propTest } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  highlightSegments,
  htmlToText,
  searchArticles,
  searchTerms,
  termAlternatives,
} from './helpSearch.ts';
import type { HelpArticle } from './siteContentApi.ts';

const article = (key: string, title: string, body: string): HelpArticle => ({ key, title, group: 'g', body });

const ARTICLES = [
  article(
    'ck',
    '存款帮助',
    '<p>银行转账时请在<strong>附言</strong>填写订单备注。</p><p>USDT 存款按实时汇率到账。</p>',
  ),
  article('qk', '取款帮助', '<p>取款前请先绑定银行卡，并设置 6 位取款密码。</p>'),
  article('zz', '转账帮助', '<p>中心钱包与场馆之间转账即时到账。</p>'),
];

const joined = (segments: readonly { text: string }[]) => segments.map((s) => s.text).join('');
const marked = (segments: readonly { text: string; match: boolean }[]) =>
  segments.filter((s) => s.match).map((s) => s.text);

describe('help search', () => {
  it('finds articles through synonyms: 提款/取款/提现 and 充值/存款 (issue #28)', () => {
    for (const word of ['提款', '提现', '取款']) {
      const hits = searchArticles(ARTICLES, word);
      expect(hits.map((hit) => hit.key)).toEqual(['qk']);
      expect(marked(hits[0]!.title)).toEqual(['取款']);
    }
    expect(searchArticles(ARTICLES, '充值').map((hit) => hit.key)).toEqual(['ck']);
    expect(searchArticles(ARTICLES, '提款密码').map((hit) => hit.key)).toEqual(['qk']);
    expect(termAlternatives('充值方式')).toEqual(['充值方式', '存款方式']);
  });

  it('finds an article by a word that appears only in its body, and marks the word', () => {
    const hits = searchArticles(ARTICLES, '附言');
    expect(hits.map((hit) => hit.key)).toEqual(['ck']);
    expect(marked(hits[0]!.snippet)).toEqual(['附言']);
    expect(joined(hits[0]!.snippet)).toContain('银行转账时请在附言填写订单备注');
  });

  it('ranks title matches before body matches', () => {
    expect(searchArticles(ARTICLES, '转账').map((hit) => hit.key)).toEqual(['zz', 'ck']);
  });

  it('needs every term, ignores Latin case, and finds nothing for a blank query', () => {
    expect(searchArticles(ARTICLES, 'usdt 汇率').map((hit) => hit.key)).toEqual(['ck']);
    expect(searchArticles(ARTICLES, 'usdt 密码')).toEqual([]);
    expect(searchArticles(ARTICLES, '   ')).toEqual([]);
  });

  it('searches and answers in the script on screen', () => {
    const toTraditional = (text: string) => text.replace(/账/g, '帳').replace(/转/g, '轉');
    const hits = searchArticles(ARTICLES, '轉帳', toTraditional);
    expect(hits.map((hit) => hit.key)).toEqual(['zz', 'ck']);
    expect(joined(hits[0]!.title)).toBe('轉帳帮助');
    // A query typed in Simplified is folded too.
    expect(searchArticles(ARTICLES, '转账', toTraditional).map((hit) => hit.key)).toEqual(['zz', 'ck']);
  });

  it('reads the text of HTML without its tags and with entities decoded', () => {
    expect(htmlToText('<h3>标题</h3><p>A&amp;B &lt;c&gt;&#20320;<script>x()</script></p>')).toBe(
      '标题 A&B <c>你',
    );
  });

  it('splits text into terms, folded and de-duplicated', () => {
    expect(searchTerms('  存款  存款 USDT ')).toEqual(['存款', 'usdt']);
  });
});

describe('highlightSegments', () => {
  propTest.prop([fc.string(), fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 3 })])(
    'keeps the text exactly and marks only the terms',
    (text, terms) => {
      const lowered = terms.map((term) => term.toLowerCase());
      const segments = highlightSegments(text, lowered);
      expect(joined(segments)).toBe(text);
      for (const piece of marked(segments))
        expect(lowered).toContain(piece.replace(/[A-Z]/g, (c) => c.toLowerCase()));
    },
  );

  it('prefers the longer of two overlapping terms', () => {
    expect(highlightSegments('提款提款机', ['提款', '提款机'])).toEqual([
      { text: '提款', match: true },
      { text: '提款机', match: true },
    ]);
  });
});
