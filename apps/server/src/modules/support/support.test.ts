import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth';
import { seededApp } from '../../../test/seeded-app';
import { supportContact } from './support.table';

const token = 'zhangjianguo';
const t = seededApp({ users: [token], caller: null });
const { get } = t;

describe('customer service and help', () => {
  it('when the hotline is asked for a member project, then the default contact comes nested under data with a QR image', async () => {
    const projects = (await get('/auth/project/list', token)).json().data;
    const res = await get(`/api/common/hotline?proId=${projects[0].id}`, token);
    expect(res.json().data.data).toMatchObject({ name: '筑基客服中心', phone: '400-826-1688' });
    expect(res.json().data.data.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('when a project has its own contact, then that one wins', async () => {
    const projects = (await get('/auth/project/list', token)).json().data;
    await t.db.insert(supportContact).values({
      projectId: projects[1].id,
      name: '萧山区域服务专员 陈芳',
      phone: '13857100088',
      serviceHours: '工作日 9:00—17:30',
      qrContent: 'https://example.invalid/xs',
    });
    const res = await get(`/api/common/hotline?proId=${projects[1].id}`, token);
    expect(res.json().data.data.name).toBe('萧山区域服务专员 陈芳');
  });

  it('when the project is not the caller’s, then 404', async () => {
    const other = await loginAs(t.app, 'wanghaitao');
    const projects = (await get('/auth/project/list', token)).json().data;
    const xianghu = projects.find((p: { projectName: string }) => p.projectName === '桩基工程');
    expect((await get(`/api/common/hotline?proId=${xianghu.id}`, other)).statusCode).toBe(404);
  });

  it('when the help guide is asked for, then its entries come numbered with QR images', async () => {
    const { data } = (await get('/api/common/help/list', token)).json();
    expect(data.map((e: { index: number }) => e.index)).toEqual([1, 2, 3]);
    expect(data[0]).toMatchObject({ title: '用户操作手册', scope: '全部用户' });
    expect(data[2].qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('when anonymous, then the hotline and help are refused but the site info is public', async () => {
    expect((await get('/api/common/hotline')).json().code).toBe(400);
    expect((await get('/api/common/help/list')).json().code).toBe(400);
    const site = (await get('/auth/site/info')).json();
    expect(site.data).toMatchObject({
      companyName: '筑基科技（杭州）有限公司',
      servicePhone: '400-826-1688',
      businessTimeZone: 'Asia/Shanghai',
    });
  });
});
