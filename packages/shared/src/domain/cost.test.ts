import { describe, expect, it } from 'vitest';
import { costFigures } from './cost';

describe('costFigures (成本台账: amount, VAT and net to the fen)', () => {
  it('when quantity and unit price are given, then the amount is their product and the VAT is separated out of it', () => {
    // 12.5 t of HRB400E at 4 380 元/t with a 13 % invoice: 54 750.00; VAT 54 750 × 13 ÷ 113 = 6 298.67 (6 298.672…).
    expect(costFigures({ quantity: '12.5', unitPrice: '4380', taxRate: '13' })).toEqual({
      ok: true,
      amount: '54750.00',
      taxAmount: '6298.67',
      netAmount: '48451.33',
    });
  });

  it('when quantity and unit price are both given, then an amount typed as well is not used', () => {
    expect(costFigures({ quantity: '2', unitPrice: '100', amount: '999', taxRate: '0' })).toMatchObject({
      amount: '200.00',
      taxAmount: '0.00',
      netAmount: '200.00',
    });
  });

  it('when only the amount is given, then it is used as entered; 9 % construction VAT', () => {
    // 109 000 × 9 ÷ 109 = 9 000 exactly.
    expect(costFigures({ amount: '109000', taxRate: '9' })).toEqual({
      ok: true,
      amount: '109000.00',
      taxAmount: '9000.00',
      netAmount: '100000.00',
    });
  });

  it('when a product ends on half a fen, then it rounds up (四舍五入), and net plus VAT is the amount', () => {
    // 3 × 0.335 = 1.005 → 1.01; 1.01 × 6 ÷ 106 = 0.0571… → 0.06; net 0.95.
    expect(costFigures({ quantity: '3', unitPrice: '0.335', taxRate: '6' })).toEqual({
      ok: true,
      amount: '1.01',
      taxAmount: '0.06',
      netAmount: '0.95',
    });
    // Half up, not half to even: 0.525 → 0.53 (half to even would give 0.52).
    expect(costFigures({ amount: '0.525', taxRate: '0' })).toMatchObject({ amount: '0.53' });
    expect(costFigures({ amount: '1.03', taxRate: '3' })).toMatchObject({
      taxAmount: '0.03',
      netAmount: '1.00',
    });
  });

  it('when neither an amount nor quantity and unit price are given, then it says the amount is missing', () => {
    expect(costFigures({ quantity: '3', taxRate: '13' })).toEqual({ ok: false, reason: 'amountMissing' });
    expect(costFigures({ amount: '', taxRate: '13' })).toEqual({ ok: false, reason: 'amountMissing' });
  });
});
