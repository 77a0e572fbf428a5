import type { DbOrTx } from '../../platform/db/client';
import { helpEntry, supportContact } from './support.table';

/** Customer service and help guide shipped with every installation; deployments edit the rows. */
export const SEED_SUPPORT_CONTACT = {
  name: '筑基客服中心',
  phone: '400-826-1688',
  serviceHours: '周一至周六 8:30—18:00',
  qrContent: 'https://work.weixin.qq.com/kfid/kfc-zhuji-service',
};

export const SEED_HELP_ENTRIES = [
  {
    title: '用户操作手册',
    scope: '全部用户',
    qrContent: 'https://help.zhuji.example/manual',
    link: '/help/manual',
  },
  {
    title: '筑基平台服务交流群',
    scope: '施工、监理、建设单位项目管理人员',
    qrContent: 'https://work.weixin.qq.com/gm/zhuji-service-group',
    link: null,
  },
  {
    title: '“筑基质量”微信公众号',
    scope: '全部用户（政策解读、版本更新、操作视频）',
    qrContent: 'https://mp.weixin.qq.com/zhuji-quality',
    link: null,
  },
];

/** The hotline and help entries a fresh database starts with; an operator's edits are kept. */
export async function seedSupport(tx: DbOrTx): Promise<void> {
  const [contact] = await tx.select({ id: supportContact.id }).from(supportContact).limit(1);
  if (!contact) await tx.insert(supportContact).values(SEED_SUPPORT_CONTACT);
  const [entry] = await tx.select({ id: helpEntry.id }).from(helpEntry).limit(1);
  if (!entry) await tx.insert(helpEntry).values(SEED_HELP_ENTRIES.map((e, sort) => ({ ...e, sort })));
}
