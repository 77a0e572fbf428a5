import { describe, expect, it } from 'vitest';
import {
  fitsWithin,
  ledgerStock,
  MATERIAL_RECEIPT_TOLERANCE_PERCENT,
  receiptDeviation,
  remainingToDeliver,
  stockOf,
  useExcess,
  weighbridgeNet,
} from './material-receiving';

describe('weighbridge net weight (净重 = 毛重 − 皮重)', () => {
  it('when a rebar lorry weighs 49.860 t loaded and 17.420 t empty, then 32.440 t were delivered', () => {
    expect(weighbridgeNet('49.860', '17.420')).toEqual({ ok: true, net: '32.440' });
  });
  it('when decimals would drift in binary floating point, then the net is still exact', () => {
    expect(weighbridgeNet('0.3', '0.1')).toEqual({ ok: true, net: '0.200' });
  });
  it('when the tare equals the gross, then the ticket is refused', () => {
    expect(weighbridgeNet('17.420', '17.420')).toEqual({ ok: false, reason: 'TARE_NOT_BELOW_GROSS' });
  });
  it('when the tare is above the gross (swapped weighings), then the ticket is refused', () => {
    expect(weighbridgeNet('17.420', '49.860')).toEqual({ ok: false, reason: 'TARE_NOT_BELOW_GROSS' });
  });
});

describe('receipt deviation against the delivery note (default ±3 %, unconfirmed)', () => {
  it('has the generic vendor default of 3 %', () => {
    expect(MATERIAL_RECEIPT_TOLERANCE_PERCENT).toBe(3);
  });
  it('when 103 t arrive on a 100 t note (exactly +3 %), then it is within tolerance', () => {
    expect(receiptDeviation('103', '100')).toEqual({ deviationPercent: 3, withinTolerance: true });
  });
  it('when 97 t arrive on a 100 t note (exactly −3 %), then it is within tolerance', () => {
    expect(receiptDeviation('97', '100')).toEqual({ deviationPercent: -3, withinTolerance: true });
  });
  it('when 102.99 t arrive on 100 t (+2.99 %), then it is within tolerance', () => {
    expect(receiptDeviation('102.99', '100')).toEqual({ deviationPercent: 2.99, withinTolerance: true });
  });
  it('when 103.01 t arrive on 100 t (+3.01 %), then it is over tolerance', () => {
    expect(receiptDeviation('103.01', '100')).toEqual({ deviationPercent: 3.01, withinTolerance: false });
  });
  it('when 96.99 t arrive on 100 t (−3.01 %), then it is over tolerance', () => {
    expect(receiptDeviation('96.99', '100')).toEqual({ deviationPercent: -3.01, withinTolerance: false });
  });
  it('when the deviation is 3.0004 % (displayed 3.00 %), then the full value decides: over', () => {
    const d = receiptDeviation('100.030012', '97.116');
    expect(d.withinTolerance).toBe(false);
  });
  it('when the net of 32.440 t is judged against a 33.000 t note, then −1.70 % is within', () => {
    expect(receiptDeviation('32.440', '33.000')).toEqual({ deviationPercent: -1.7, withinTolerance: true });
  });
  it('when a project configures ±1 %, then +2 % is over', () => {
    expect(receiptDeviation('51', '50', 1).withinTolerance).toBe(false);
    expect(receiptDeviation('50.5', '50', 1).withinTolerance).toBe(true);
  });
  it('when the note quantity is zero, then there is nothing to judge', () => {
    expect(() => receiptDeviation('1', '0')).toThrow(RangeError);
  });
});

describe('remaining quantity of a plan line and stock', () => {
  it('when 120 t of 300 t are planned for delivery twice, then 60 t remain', () => {
    expect(remainingToDeliver('300', ['120', '120'])).toBe('60.000');
  });
  it('when deliveries already exceed the plan, then nothing remains', () => {
    expect(remainingToDeliver('100', ['60', '60'])).toBe('0.000');
  });
  it('when a quantity equals what is left, then it fits; a thousandth more does not', () => {
    expect(fitsWithin('60.000', '60')).toBe(true);
    expect(fitsWithin('60.001', '60')).toBe(false);
  });
  it('when 32.44 t and 31.96 t are received and 2.5 t returned, then 61.900 t are in stock', () => {
    expect(stockOf(['32.44', '31.96'], ['2.5'])).toBe('61.900');
    expect(stockOf([], [])).toBe('0.000');
  });
});

describe('the one stock ledger (库存 = 收料 − 退场 − 桩基用量 ± 盘点)', () => {
  it('when 94.970 t were received, none departed and 12 cages used 1.734 t each, then 74.162 t are in stock', () => {
    expect(ledgerStock({ received: '94.970', departed: 0, used: '20.808', adjusted: 0 })).toBe('74.162');
  });
  it('when a stocktake found one pile fewer, then the correction lowers the stock', () => {
    expect(ledgerStock({ received: 100, departed: 2, used: 0, adjusted: '-1' })).toBe('97.000');
  });
  it('when 20 m³ would be used of 12.5 m³, then 7.5 m³ is the excess; a use equal to the stock has none', () => {
    expect(useExcess('20', '12.5')).toBe('7.500');
    expect(useExcess('12.5', '12.500')).toBe('0.000');
    expect(useExcess('0.1', '0.3')).toBe('0.000');
  });
});
