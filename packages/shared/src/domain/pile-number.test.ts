import { describe, expect, it } from 'vitest';
import { parsePileNumberList, previewPileNumbers, splitPileNo } from './pile-number';

describe('pile number list', () => {
  it("when '1-20,25,30-32' is given, then 24 numbers come back in list order", () => {
    const r = parsePileNumberList('1-20,25,30-32');
    expect(r.ok && r.numbers.length).toBe(24);
    expect(r.ok && r.numbers.slice(-4)).toEqual([25, 30, 31, 32]);
  });
  it('when a number is listed twice, then it is created once and reported as repeated', () => {
    expect(parsePileNumberList('1-5,3,5-6')).toEqual({
      ok: true,
      numbers: [1, 2, 3, 4, 5, 6],
      repeated: [3, 5],
    });
  });
  it('when a range starts after its end, then the range is refused', () => {
    expect(parsePileNumberList('1-3,9-4')).toEqual({
      ok: false,
      error: { reason: 'startAfterEnd', part: '9-4' },
    });
  });
  it('when a range spans more than the limit, then it is refused; exactly the limit passes', () => {
    expect(parsePileNumberList('1-101', 100).ok).toBe(true);
    expect(parsePileNumberList('1-102', 100)).toEqual({
      ok: false,
      error: { reason: 'spanTooLarge', part: '1-102', limit: 100 },
    });
  });
  it.each(['', '1,', ',1', '1--2', '1-2-3', 'a', '1;2'])(
    "when the list is '%s', then the format is refused",
    (list) => {
      expect(parsePileNumberList(list)).toEqual({ ok: false, error: { reason: 'format' } });
    },
  );
  it('when blanks and a full-width comma are typed, then they are read as the list', () => {
    const r = parsePileNumberList(' 1-2， 4 ');
    expect(r.ok && r.numbers).toEqual([1, 2, 4]);
  });
  it('when the list creates more than the most piles, then it is refused', () => {
    expect(parsePileNumberList('1-1000,2000-3000', 1000, 1500)).toEqual({
      ok: false,
      error: { reason: 'tooMany', limit: 1500 },
    });
  });
});

describe('pile number preview', () => {
  it('when some piles exist, then the preview separates new, repeated and existing numbers', () => {
    const r = previewPileNumbers('ZH', '1-5,5', new Set(['ZH2', 'ZH4']));
    expect(r).toEqual({
      ok: true,
      preview: { create: ['ZH1', 'ZH3', 'ZH5'], repeated: ['ZH5'], existing: ['ZH2', 'ZH4'] },
    });
  });
  it.each(['A区#', '桩_1', 'ZH'])("when the label is '%s', then it is accepted", (label) => {
    expect(previewPileNumbers(label, '1', new Set()).ok).toBe(true);
  });
  it.each(['Z-', 'Z 1', 'Z.'])("when the label is '%s', then it is refused", (label) => {
    expect(previewPileNumbers(label, '1', new Set())).toEqual({ ok: false, error: { reason: 'label' } });
  });
});

describe('pile number order key', () => {
  it.each([
    ['ZH12', { prefix: 'ZH', seq: 12 }],
    ['A区3#', { prefix: 'A区3#', seq: null }],
    ['7', { prefix: '', seq: 7 }],
  ])("when the number is '%s', then it splits into label and number", (no, key) => {
    expect(splitPileNo(no)).toEqual(key);
  });
});
