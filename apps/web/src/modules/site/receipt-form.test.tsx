import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import './messages';
import { outboxDb } from './outbox/outbox-db';
import { ReceiptForm } from './receipt-form';
import type { Work } from './site-data';

// The delivery receipt at the truck carries its unit price like the desktop's (docs/domains/site.md#the-site-forms):
// the price typed is checked by the server's unitPriceSchema and kept in the outbox body that is sent.

const work: Work = {
  project: { id: 2, name: '一标段 桩基工程' },
  user: { id: 7, name: '张建国', unitId: 3 },
  piles: [],
  groups: [],
  pours: [],
  people: [],
  rectifications: [],
  plans: [
    {
      id: 11,
      planNo: 'JH-HNT-001',
      category: 'READY_MIX_CONCRETE',
      specification: 'C30 水下',
      unit: 'M3',
      plannedQuantity: '3600.000',
      deliveryPlanned: '0.000',
      remaining: '3600.000',
    },
  ],
  at: '2026-12-02T08:00:00.000Z',
};

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillTruck() {
  type(/^送货单号/, 'HNT-1202-017');
  type(/^车牌号/, '浙A5K827');
  type(/^搅拌站/, '杭州中联混凝土有限公司');
  type(/^送货单方量/, '12');
  type(/^实测坍落度/, '195, 205');
}

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
beforeEach(async () => {
  await outboxDb().records.clear();
});
afterEach(cleanup);

describe('the site receipt form', () => {
  it('when a unit price is typed, then the kept record sends it; left blank, the record has none', async () => {
    const onDone = vi.fn(async () => undefined);
    render(<ReceiptForm work={work} onDone={onDone} />);
    fillTruck();
    const price = screen.getByLabelText(/^单价/);
    // A phone shows its numeric keypad with the decimal point.
    expect(price.getAttribute('inputmode')).toBe('decimal');
    type(/^单价/, '468.50');
    fireEvent.submit(screen.getByTestId('site-receipt-form'));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    const [kept] = await outboxDb().records.toArray();
    expect(kept).toMatchObject({
      kind: 'receipt',
      projectId: 2,
      body: { planNo: 'JH-HNT-001', noteNo: 'HNT-1202-017', noteQuantity: '12', unitPrice: '468.50' },
    });

    cleanup();
    await outboxDb().records.clear();
    const again = vi.fn(async () => undefined);
    render(<ReceiptForm work={work} onDone={again} />);
    fillTruck();
    fireEvent.submit(screen.getByTestId('site-receipt-form'));
    await waitFor(() => expect(again).toHaveBeenCalledWith(true));
    const [plain] = await outboxDb().records.toArray();
    expect(plain?.body).not.toHaveProperty('unitPrice');
  });

  it('when the price has three decimals or is negative, then the shared rule says so and nothing is kept', async () => {
    const onDone = vi.fn(async () => undefined);
    render(<ReceiptForm work={work} onDone={onDone} />);
    fillTruck();
    for (const wrong of ['468.505', '-1']) {
      type(/^单价/, wrong);
      fireEvent.submit(screen.getByTestId('site-receipt-form'));
      const error = await screen.findByTestId('site-form-error');
      expect(error.textContent).toContain('单价（元/m³，可不填）：请输入大于或等于0的数字，最多2位小数');
    }
    expect(onDone).not.toHaveBeenCalled();
    expect(await outboxDb().records.count()).toBe(0);
  });
});
