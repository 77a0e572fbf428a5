import { describe, expect, it } from 'vitest';
import { photoName } from './photo';
import { slumpOf } from './receipt-form';
import { blockLabels } from './sampling-form';

// The site forms' own rules (docs/domains/site.md#the-site-forms): what is written on the blocks, the slump
// judged as typed by the shared rule, and the stored photo's name carrying when and where it was taken.

describe('the site forms', () => {
  it('when two standard and one same-condition group are made at SA1 on 1 December, then three labels to write', () => {
    expect(blockLabels('SA1', '2026-12-01', { standard: 2, same_condition: 1 })).toEqual([
      'SA1-1201-B1',
      'SA1-1201-B2',
      'SA1-1201-T1',
    ]);
    expect(blockLabels('SA1', '2026-12-01', { standard: 0, same_condition: 0 })).toEqual([]);
  });

  it('when slump readings are typed, then judged by the shared bands (design 180 → ±30; design 80 → ±20)', () => {
    // The shared rule's worked example (domain/main-body.test.ts): 180 design, 175/200/210 → ±30, all pass.
    const ok = slumpOf('175, 200；210', '180');
    expect(ok).toMatchObject({ toleranceMm: 30, pass: true });
    expect(ok?.readings.map((r) => r.deviationMm)).toEqual([-5, 20, 30]);
    expect(slumpOf('211', '180')).toMatchObject({ pass: false });
    expect(slumpOf('101', '80')).toMatchObject({ toleranceMm: 20, pass: false });
    // Nothing typed, nonsense or no design value: no judgement yet.
    expect(slumpOf('', '180')).toBeUndefined();
    expect(slumpOf('abc', '180')).toBeUndefined();
    expect(slumpOf('200', '')).toBeUndefined();
  });

  it('when a photo is taken with or without a position, then its name carries the local time and the place', () => {
    const at = new Date(2026, 11, 1, 8, 5, 30);
    expect(photoName(at)).toBe('20261201-080530.jpg');
    expect(photoName(at, { lat: 30.274123, lng: 120.153211, accuracy: 12 })).toBe(
      '20261201-080530_30.27412N_120.15321E.jpg',
    );
    expect(photoName(at, { lat: -33.8688, lng: -70.6693, accuracy: 5 })).toBe(
      '20261201-080530_33.86880S_70.66930W.jpg',
    );
  });
});
