import { describe, expect, it } from 'vitest';
import { seededApp } from '../../../test/seeded-app';
import { publicNotice } from './notice.table';

const t = seededApp({
  seed: async (db) => {
    const base = Date.parse('2026-11-01T00:00:00Z');
    await db.insert(publicNotice).values(
      Array.from({ length: 45 }, (_, i) => ({
        title: i % 3 === 0 ? `桩基检测通知 ${i}` : `质量安全通知 ${i}`,
        category: '监管通知',
        content: `正文 ${i}`,
        publisher: i % 2 ? '杭州市建设工程质量安全监督总站' : '筑基平台运营中心',
        publishedAt: new Date(base + i * 3_600_000),
      })),
    );
  },
});

describe('public notices', () => {
  it('when no page is given, then the first 20 newest come with the total', async () => {
    const res = await t.app.inject('/api/common/notice/list');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe(45);
    expect(data.limit).toBe(20);
    expect(data.list).toHaveLength(20);
    expect(data.list[0].title).toBe('桩基检测通知 44'.replace('桩基检测', '质量安全'));
    const times = data.list.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('when the last page is asked for, then it holds the remainder', async () => {
    const { data } = (await t.app.inject('/api/common/notice/list?page=3&limit=20')).json();
    expect(data.list).toHaveLength(5);
    expect(data.page).toBe(3);
  });

  it('when a keyword is given, then only matching titles come back', async () => {
    const { data } = (
      await t.app.inject(`/api/common/notice/list?keyword=${encodeURIComponent('桩基检测')}&limit=50`)
    ).json();
    expect(data.total).toBe(15);
  });

  it('when the keyword holds LIKE wildcards, then they match literally', async () => {
    const { data } = (await t.app.inject('/api/common/notice/list?keyword=%25')).json();
    expect(data.total).toBe(0);
  });

  it('when a page size is not one of 5/10/20/30/50, then 422', async () => {
    expect((await t.app.inject('/api/common/notice/list?limit=1000')).statusCode).toBe(422);
    expect((await t.app.inject('/api/common/notice/list?page=0')).statusCode).toBe(422);
  });

  it('when a notice exists, then its detail includes the content; else 404', async () => {
    const { data } = (await t.app.inject('/api/common/notice/list?limit=5')).json();
    const detail = (await t.app.inject(`/api/common/notice/detail?id=${data.list[0].id}`)).json();
    expect(detail.data.content).toMatch(/^正文/);
    const missing = await t.app.inject('/api/common/notice/detail?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('记录不存在');
  });
});
