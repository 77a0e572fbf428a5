/**
 * GB 50300-2013 acceptance hierarchy (docs/domains/acceptance.md): division (分部, 2 digits) → sub-division
 * (子分部, 4 digits) → sub-item (分项, 6 digits). Codes follow the order of App. B: a child's code is
 * its parent's code plus its 2-digit position, so the ancestors of a code are its 2-digit prefixes.
 */

export const GB50300_LEVELS = ['division', 'subDivision', 'subItem'] as const;
export type Gb50300Level = (typeof GB50300_LEVELS)[number];

/** A catalogue row as stored (reference data, the same in every database). */
export interface Gb50300Row {
  code: string;
  name: string;
  level: Gb50300Level;
  parentCode: string | null;
  sort: number;
}

export interface Gb50300Node<Extra = object> {
  code: string;
  name: string;
  level: Gb50300Level;
  parentCode: string | null;
  children: (Gb50300Node<Extra> & Extra)[];
}

/** A well-formed code: 2, 4 or 6 digits. */
export const GB50300_CODE = /^(?:\d{2}){1,3}$/;

/** The level a code's length says, or null for a malformed code. */
export function levelOfCode(code: string): Gb50300Level | null {
  if (!GB50300_CODE.test(code)) return null;
  return GB50300_LEVELS[code.length / 2 - 1] ?? null;
}

/** The parent code ('010110' → '0101'; '01' → null). */
export const parentOfCode = (code: string): string | null => (code.length > 2 ? code.slice(0, -2) : null);

/** Ancestors of a code, the division first: '010110' → ['01', '0101']. */
export function ancestorsOf(code: string): string[] {
  const out: string[] = [];
  for (let n = 2; n < code.length; n += 2) out.push(code.slice(0, n));
  return out;
}

/**
 * Checks a selection against the catalogue and closes it over ancestors (a sub-item implies its
 * sub-division and division). Unknown or malformed codes come back in `unknown`, in input order.
 */
export function closeSelection(
  codes: readonly string[],
  catalogue: ReadonlySet<string>,
): { unknown: string[]; selection: string[] } {
  const unknown: string[] = [];
  const selection = new Set<string>();
  for (const code of codes) {
    if (!catalogue.has(code)) {
      if (!unknown.includes(code)) unknown.push(code);
      continue;
    }
    selection.add(code);
    for (const a of ancestorsOf(code)) if (catalogue.has(a)) selection.add(a);
  }
  return { unknown, selection: [...selection].sort() };
}

/**
 * Rows to a tree ordered by `sort` then code. `decorate` adds fields to each node (e.g. `checked`).
 * A row whose parent is missing from the rows is a root, so a subtree can be built from its rows.
 */
export function buildTree<Extra extends object = object>(
  rows: readonly Gb50300Row[],
  decorate: (row: Gb50300Row) => Extra = () => ({}) as Extra,
): (Gb50300Node<Extra> & Extra)[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  const nodes = new Map<string, Gb50300Node<Extra> & Extra>();
  for (const row of sorted) {
    nodes.set(row.code, {
      code: row.code,
      name: row.name,
      level: row.level,
      parentCode: row.parentCode,
      ...decorate(row),
      children: [],
    });
  }
  const roots: (Gb50300Node<Extra> & Extra)[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.code)!;
    const parent = row.parentCode === null ? undefined : nodes.get(row.parentCode);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Division / sub-division with its sub-items in App. B order; codes are numbered from these lists. */
interface CatalogueSpec {
  name: string;
  children?: readonly (string | CatalogueSpec)[];
}

/**
 * The standard catalogue (docs/domains/acceptance.md). Only the parts docs/domains/acceptance.md lists are here; 0103–0106 carry
 * their names without sub-items until those are checked against the standard.
 */
const CATALOGUE_SPEC: readonly CatalogueSpec[] = [
  {
    name: '地基与基础',
    children: [
      {
        name: '地基',
        children: [
          '素土、灰土地基',
          '砂和砂石地基',
          '土工合成材料地基',
          '粉煤灰地基',
          '强夯地基',
          '注浆地基',
          '预压地基',
          '砂石桩复合地基',
          '高压旋喷注浆地基',
          '水泥土搅拌桩地基',
          '土和灰土挤密桩复合地基',
          '水泥粉煤灰碎石桩复合地基',
          '夯实水泥土桩复合地基',
        ],
      },
      {
        name: '基础',
        children: [
          '无筋扩展基础',
          '钢筋混凝土扩展基础',
          '筏形与箱形基础',
          '钢结构基础',
          '钢管混凝土结构基础',
          '型钢混凝土结构基础',
          '钢筋混凝土预制桩基础',
          '泥浆护壁成孔灌注桩基础',
          '干作业成孔桩基础',
          '长螺旋钻孔压灌桩基础',
          '沉管灌注桩基础',
          '钢桩基础',
          '锚杆静压桩基础',
          '岩石锚杆基础',
          '沉井与沉箱基础',
        ],
      },
      { name: '基坑支护' },
      { name: '地下水控制' },
      { name: '土方' },
      { name: '边坡' },
      { name: '地下防水', children: ['主体结构防水', '细部构造防水', '特殊施工法结构防水', '排水', '注浆'] },
    ],
  },
  {
    name: '主体结构',
    children: [
      { name: '混凝土结构', children: ['模板', '钢筋', '混凝土', '预应力', '现浇结构', '装配式结构'] },
      {
        name: '砌体结构',
        children: ['砖砌体', '混凝土小型空心砌块砌体', '石砌体', '配筋砌体', '填充墙砌体'],
      },
    ],
  },
];

const two = (i: number) => String(i + 1).padStart(2, '0');

function flatten(specs: readonly (string | CatalogueSpec)[], parent: string | null, out: Gb50300Row[]) {
  specs.forEach((spec, i) => {
    const { name, children } = typeof spec === 'string' ? { name: spec, children: undefined } : spec;
    const code = `${parent ?? ''}${two(i)}`;
    out.push({ code, name, level: levelOfCode(code)!, parentCode: parent, sort: i + 1 });
    if (children) flatten(children, code, out);
  });
  return out;
}

/** Every catalogue row, parents before children. */
export const GB50300_CATALOGUE: readonly Gb50300Row[] = flatten(CATALOGUE_SPEC, null, []);
