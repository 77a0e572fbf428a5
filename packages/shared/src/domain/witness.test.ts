import { describe, expect, it } from 'vitest';
import { appointmentCovers, type WitnessedSample, witnessRatioByMaterial } from './witness';

const terms = {
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  scope: ['concrete', 'rebar'],
  revoked: false,
};

describe('appointmentCovers', () => {
  it.each([
    ['the first day', '2026-11-01', 'concrete', 'ok'],
    ['the last day', '2026-12-31', 'rebar', 'ok'],
    ['the day before it starts', '2026-10-31', 'concrete', 'notYetValid'],
    ['the day after it ends', '2027-01-01', 'concrete', 'expired'],
    ['a material outside its scope', '2026-11-20', 'mortar', 'outOfScope'],
  ])('when a sampling falls on %s, then %s', (_, day, material, expected) => {
    expect(appointmentCovers(terms, day, material)).toBe(expected);
  });
  it('when the appointment is revoked, then it covers nothing', () => {
    expect(appointmentCovers({ ...terms, revoked: true }, '2026-11-20', 'concrete')).toBe('revoked');
  });
});

const samples = (material: string, none: number, pending: number, confirmed: number): WitnessedSample[] => [
  ...Array.from({ length: none }, () => ({ material, witness: 'none' as const })),
  ...Array.from({ length: pending }, () => ({ material, witness: 'pending' as const })),
  ...Array.from({ length: confirmed }, () => ({ material, witness: 'confirmed' as const })),
];

describe('witnessRatioByMaterial (建建[2000]211号: ≥ 30 %)', () => {
  it('when 3 of 10 C30 groups are confirmed, then 30 % passes exactly', () => {
    expect(witnessRatioByMaterial(samples('concrete C30', 7, 0, 3))).toEqual([
      { material: 'concrete C30', total: 10, confirmed: 3, pending: 0, ratio: 0.3, pass: true, warn: false },
    ]);
  });
  it('when 2 are confirmed and 2 still wait for their witness, then only the confirmed count', () => {
    const [r] = witnessRatioByMaterial(samples('concrete C30', 6, 2, 2));
    expect(r).toMatchObject({ total: 10, confirmed: 2, pending: 2, ratio: 0.2, pass: false });
    // Settled: 2 of 8 = 25 % < 30 %: the warning is due.
    expect(r?.warn).toBe(true);
  });
  it('when the only sample waits for its witness, then no warning yet', () => {
    expect(witnessRatioByMaterial(samples('concrete C35', 0, 1, 0))[0]).toMatchObject({
      ratio: 0,
      pass: false,
      warn: false,
    });
  });
  it('when 1 of 4 is unwitnessed and 1 confirmed (settled 1 of 4 = 25 %), then the warning is due', () => {
    expect(witnessRatioByMaterial(samples('rebar', 3, 0, 1))[0]?.warn).toBe(true);
  });
  it('when materials differ, then each has its own ratio', () => {
    const r = witnessRatioByMaterial([
      ...samples('concrete C30', 1, 0, 1),
      ...samples('concrete C35', 4, 0, 0),
    ]);
    expect(r.map((m) => [m.material, m.ratio, m.warn])).toEqual([
      ['concrete C30', 0.5, false],
      ['concrete C35', 0, true],
    ]);
  });
});
