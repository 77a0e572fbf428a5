import { describe, expect, it } from 'vitest';
import { DIVISION_CONFIG, divisionPreselection, PROJECT_MODULES } from './division-config';
import { GB50300_CATALOGUE } from './gb50300';

const nameOf = (code: string) => GB50300_CATALOGUE.find((r) => r.code === code)?.name;

describe('division configuration', () => {
  it('when a pile-foundation sub-project is created, then 地基/水泥土搅拌桩地基 and 基础/预制桩 + 灌注桩 are pre-selected', () => {
    expect(divisionPreselection('PILE_FOUNDATION')).toEqual([
      '01',
      '0101',
      '010110',
      '0102',
      '010207',
      '010208',
    ]);
    expect(nameOf('010110')).toBe('水泥土搅拌桩地基');
    expect(nameOf('010207')).toBe('钢筋混凝土预制桩基础');
    expect(nameOf('010208')).toBe('泥浆护壁成孔灌注桩基础');
  });

  it('when a main-structure sub-project is created, then the concrete structure and infill masonry', () => {
    expect(divisionPreselection('MAIN')).toEqual([
      '02',
      '0201',
      '020101',
      '020102',
      '020103',
      '020104',
      '020105',
      '020106',
      '0202',
      '020205',
    ]);
    expect(nameOf('020205')).toBe('填充墙砌体');
  });

  it('when the division is unknown or missing, then nothing is pre-selected', () => {
    expect(divisionPreselection('ROOF')).toEqual([]);
    expect(divisionPreselection(null)).toEqual([]);
  });

  it('when configured, then every sub-item is a 6-digit catalogue code and every module is known', () => {
    for (const config of Object.values(DIVISION_CONFIG)) {
      for (const code of config.subItems) expect(nameOf(code), code).toBeDefined();
      for (const code of config.subItems) expect(code).toHaveLength(6);
      for (const module of config.modules) expect(PROJECT_MODULES).toContain(module);
    }
    expect(DIVISION_CONFIG.MAIN.modules).toContain('fireControl');
    expect(DIVISION_CONFIG.PILE_FOUNDATION.modules).not.toContain('buildings');
  });
});
