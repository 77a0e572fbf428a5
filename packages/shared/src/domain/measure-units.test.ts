import { describe, expect, it } from 'vitest';
import { MEASURE_UNITS, measureUnitName } from './measure-units';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe('units of quantity (issue 22)', () => {
  it.each(Object.entries(MEASURE_UNITS))(
    'when %s is named in en and es, then neither is Chinese',
    (_code, names) => {
      expect(CJK.test(names.en) || CJK.test(names.es)).toBe(false);
    },
  );

  it('when a typed unit is a platform unit word, then it reads in the language; any other unit as typed', () => {
    expect(measureUnitName('根', 'en')).toBe('pcs');
    expect(measureUnitName(' 组 ', 'es')).toBe('grupos');
    expect(measureUnitName('根', 'zh')).toBe('根');
    expect(measureUnitName('m³', 'en')).toBe('m³');
    expect(measureUnitName('延米', 'en')).toBe('延米');
  });
});
