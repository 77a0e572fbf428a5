import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  buildTree,
  closeSelection,
  GB50300_CATALOGUE,
  type Gb50300Row,
  levelOfCode,
  parentOfCode,
} from './gb50300';

const byCode = new Map(GB50300_CATALOGUE.map((r) => [r.code, r]));
const codes = new Set(byCode.keys());

describe('the GB 50300-2013 catalogue (App. B order, DOMAIN §7)', () => {
  it.each([
    ['01', '地基与基础', 'division'],
    ['0101', '地基', 'subDivision'],
    ['010101', '素土、灰土地基', 'subItem'],
    ['010110', '水泥土搅拌桩地基', 'subItem'],
    ['010113', '夯实水泥土桩复合地基', 'subItem'],
    ['0102', '基础', 'subDivision'],
    ['010207', '钢筋混凝土预制桩基础', 'subItem'],
    ['010208', '泥浆护壁成孔灌注桩基础', 'subItem'],
    ['010215', '沉井与沉箱基础', 'subItem'],
    ['0103', '基坑支护', 'subDivision'],
    ['0104', '地下水控制', 'subDivision'],
    ['0105', '土方', 'subDivision'],
    ['0106', '边坡', 'subDivision'],
    ['0107', '地下防水', 'subDivision'],
    ['02', '主体结构', 'division'],
    ['0201', '混凝土结构', 'subDivision'],
    ['020101', '模板', 'subItem'],
    ['020106', '装配式结构', 'subItem'],
    ['0202', '砌体结构', 'subDivision'],
    ['020205', '填充墙砌体', 'subItem'],
  ])('when %s is looked up, then it is %s (%s)', (code, name, level) => {
    expect(byCode.get(code)).toMatchObject({ name, level });
  });

  it('when counted, then 0101 has 13 sub-items, 0102 has 15, 0201 has 6 and 0202 has 5', () => {
    const childrenOf = (code: string) => GB50300_CATALOGUE.filter((r) => r.parentCode === code);
    expect(childrenOf('0101')).toHaveLength(13);
    expect(childrenOf('0102')).toHaveLength(15);
    expect(childrenOf('0201')).toHaveLength(6);
    expect(childrenOf('0202')).toHaveLength(5);
  });

  it('when every row is checked, then its code extends its parent and codes are unique', () => {
    expect(codes.size).toBe(GB50300_CATALOGUE.length);
    for (const row of GB50300_CATALOGUE) {
      expect(row.parentCode).toBe(parentOfCode(row.code));
      if (row.parentCode) expect(codes.has(row.parentCode)).toBe(true);
    }
  });
});

describe('code helpers', () => {
  it.each([
    ['01', 'division'],
    ['0101', 'subDivision'],
    ['010110', 'subItem'],
    ['1', null],
    ['01011', null],
    ['01011000', null],
    ['ab', null],
    ['', null],
  ])('when the level of %j is asked, then %s', (code, level) => {
    expect(levelOfCode(code)).toBe(level);
  });

  it.each([
    ['010110', ['01', '0101']],
    ['0102', ['01']],
    ['02', []],
  ])('when the ancestors of %s are asked, then %j', (code, ancestors) => {
    expect(ancestorsOf(code)).toEqual(ancestors);
  });
});

describe('closeSelection', () => {
  it.each<[string, string[], string[], string[]]>([
    ['a sub-item brings its ancestors', ['010110'], ['01', '0101', '010110'], []],
    ['two sub-items share ancestors', ['010208', '010207'], ['01', '0102', '010207', '010208'], []],
    ['a division alone stays alone', ['02'], ['02'], []],
    ['duplicates collapse', ['020101', '020101'], ['02', '0201', '020101'], []],
    ['an unknown code is reported', ['010110', '019999'], ['01', '0101', '010110'], ['019999']],
    ['a malformed code is reported once', ['x', 'x'], [], ['x']],
    ['nothing selected clears the selection', [], [], []],
  ])('when %s, then the closed selection and the unknown codes are right', (_, input, selection, unknown) => {
    expect(closeSelection(input, codes)).toEqual({ selection, unknown });
  });
});

describe('buildTree', () => {
  it('when built from the catalogue, then divisions hold sub-divisions hold sub-items, in order', () => {
    const tree = buildTree(GB50300_CATALOGUE);
    expect(tree.map((n) => n.code)).toEqual(['01', '02']);
    expect(tree[0]?.children.map((n) => n.code)).toEqual([
      '0101',
      '0102',
      '0103',
      '0104',
      '0105',
      '0106',
      '0107',
    ]);
    expect(tree[0]?.children[1]?.children[7]).toMatchObject({ code: '010208', children: [] });
  });

  it('when decorated, then every node carries the extra fields', () => {
    const chosen = new Set(['01', '0101', '010110']);
    const tree = buildTree(GB50300_CATALOGUE, (r) => ({ checked: chosen.has(r.code) }));
    const ground = tree[0]?.children[0];
    expect(tree[0]?.checked).toBe(true);
    expect(ground?.checked).toBe(true);
    expect(ground?.children.filter((n) => n.checked).map((n) => n.code)).toEqual(['010110']);
    expect(tree[1]?.checked).toBe(false);
  });

  it('when rows come unordered or as a subtree, then sort decides and orphans are roots', () => {
    const rows: Gb50300Row[] = [
      { code: '010102', name: 'b', level: 'subItem', parentCode: '0101', sort: 2 },
      { code: '010101', name: 'a', level: 'subItem', parentCode: '0101', sort: 1 },
    ];
    expect(buildTree(rows).map((n) => n.code)).toEqual(['010101', '010102']);
  });
});
