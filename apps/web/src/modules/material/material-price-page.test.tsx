import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { PriceComparison as Comparison, PriceComparisonRow, PriceReceipt } from '@zhuji/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/envelope';
import i18n from '../../app/i18n';
import { AppProviders } from '../../app/providers';
import { queryClient } from '../../app/query-client';
import { removeToken, writeToken } from '../../session/token';
import { PriceComparison, worstReceipt } from './material-price-page';

// docs/domains/material.md "price plans": each plan row shows its priced receipts' worst deviation, and opens
// to the receipts, each with its signed deviation, flagged above the threshold the quotes use.

const receipt = (over: Partial<PriceReceipt>): PriceReceipt => ({
  id: 1,
  noteNo: 'HG-2611-0387',
  receivedDate: '2026-11-10',
  supplierName: '杭州钢铁集团有限公司',
  receivedQuantity: '32.440',
  unitPrice: '3920.00',
  deviationPercent: -0.76,
  overThreshold: false,
  ...over,
});
const row = (over: Partial<PriceComparisonRow>): PriceComparisonRow => ({
  id: 7,
  material: '热轧带肋钢筋',
  specification: 'HRB400E Φ25',
  unit: 't',
  plannedPrice: '3950.00',
  validFrom: '2026-10-23',
  validTo: '2027-01-21',
  quoteCount: 0,
  actualPrice: null,
  actualSource: null,
  supplierName: null,
  highestPrice: null,
  deviationPercent: null,
  overThreshold: false,
  receipts: [],
  ...over,
});

let answer: Comparison;
let calls: string[];

beforeAll(async () => {
  await i18n.changeLanguage('zh');
});
beforeEach(() => {
  writeToken('token-a');
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return envelope(answer);
    }),
  );
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  removeToken();
  vi.unstubAllGlobals();
});

describe('价格计划 compared with receipts', () => {
  it('when a plan has priced receipts, then its row shows the worst deviation flagged and opens to each receipt', async () => {
    answer = {
      thresholdPercent: 5,
      list: [
        row({
          receipts: [
            receipt({}),
            receipt({
              id: 2,
              noteNo: 'HG-2611-0533',
              unitPrice: '4160.00',
              deviationPercent: 5.32,
              overThreshold: true,
            }),
          ],
        }),
        row({ id: 8, specification: 'HRB400E Φ12' }),
      ],
    };
    render(
      <AppProviders>
        <PriceComparison projectId={11} />
      </AppProviders>,
    );
    const summary = await screen.findByTestId('price-receipts-7');
    expect(within(summary).getByTestId('receipt-over').textContent).toBe('+5.32%');
    expect(summary.textContent).toContain('2 车');
    expect(screen.getByText('暂无收料单价')).toBeTruthy();
    expect(calls[0]).toBe('/api/material/pricePlan/compare?proId=11&threshold=5');

    fireEvent.click(screen.getAllByRole('button', { name: /展开行|Expand row/ })[0] as HTMLElement);
    const receipts = await screen.findByTestId('price-receipt-table-7');
    const lines = within(receipts)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/HG-2611-0387.*32\.44.*3920\.00.*-0\.76%/),
      expect.stringMatching(/HG-2611-0533.*4160\.00.*\+5\.32%/),
    ]);
    // Only the receipt over the threshold carries the flag.
    expect(within(receipts).getAllByTestId('receipt-line-over')).toHaveLength(1);
  });

  it('picks the receipt furthest above the plan for the summary', () => {
    expect(worstReceipt([])).toBeUndefined();
    const low = receipt({ id: 1, deviationPercent: -3 });
    const high = receipt({ id: 2, deviationPercent: 1.5 });
    expect(worstReceipt([low, high, receipt({ id: 3, deviationPercent: 0 })])).toBe(high);
  });
});
