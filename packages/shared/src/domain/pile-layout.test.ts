import { describe, expect, it } from 'vitest';
import { judgeSetOut, SET_OUT_TOLERANCE_MM } from './pile-layout';

const design = { x: '3345678.1200', y: '512340.5000' };

describe('setting-out check (GB 50202-2018 5.1.1)', () => {
  it('allows 20 mm for group piles and 10 mm for a single row', () => {
    expect(SET_OUT_TOLERANCE_MM).toEqual({ group: 20, singleRow: 10 });
  });

  it('measures the straight-line deviation from both offsets: 12 mm east and 16 mm north is 20 mm', () => {
    const j = judgeSetOut(design, { x: '3345678.1320', y: '512340.5160' });
    expect(j).toEqual({ dxMm: 12, dyMm: 16, deviationMm: 20, toleranceMm: 20, pass: true });
  });

  it('passes a group pile exactly on 20 mm and fails it 0.1 mm beyond', () => {
    expect(judgeSetOut(design, { x: '3345678.1400', y: design.y }).pass).toBe(true);
    const beyond = judgeSetOut(design, { x: '3345678.1401', y: design.y });
    expect(beyond.pass).toBe(false);
    expect(beyond.deviationMm).toBe(20.1);
  });

  it('judges a single row against 10 mm: 7 mm west and 7.2 mm south (10.04 mm) fails', () => {
    const j = judgeSetOut(design, { x: '3345678.1130', y: '512340.4928' }, 'singleRow');
    expect(j.dxMm).toBe(-7);
    expect(j.dyMm).toBe(-7.2);
    expect(j.deviationMm).toBe(10);
    // Shown rounded as 10.0, decided on the exact 10.04 mm.
    expect(j.pass).toBe(false);
    expect(judgeSetOut(design, { x: '3345678.1130', y: '512340.4929' }, 'singleRow').pass).toBe(true);
  });

  it('is exact on large grid coordinates where floating point would not be', () => {
    const j = judgeSetOut(
      { x: '123456789012.0001', y: '-98765432109.9999' },
      { x: '123456789012.0201', y: '-98765432109.9999' },
    );
    expect(j).toMatchObject({ dxMm: 20, dyMm: 0, deviationMm: 20, pass: true });
  });
});
