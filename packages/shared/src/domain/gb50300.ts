import type { Language } from '../constants';

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

/** A catalogue name in each UI language: the standard's Chinese name, then English and Spanish. */
type Gb50300Names = Readonly<Record<Language, string>>;

/** Division / sub-division with its sub-items in App. B order; codes are numbered from these lists. */
interface CatalogueSpec {
  name: Gb50300Names;
  children?: readonly (Gb50300Names | CatalogueSpec)[];
}

const n = (zh: string, en: string, es: string): Gb50300Names => ({ zh, en, es });

/**
 * The standard catalogue (docs/domains/acceptance.md). Only the parts docs/domains/acceptance.md lists are here; 0103–0106 carry
 * their names without sub-items until those are checked against the standard. The catalogue is reference
 * data the platform defines, so its names are translated here, once (issue 22: en/es pages showed Chinese).
 */
const CATALOGUE_SPEC: readonly CatalogueSpec[] = [
  {
    name: n('地基与基础', 'Subgrade and foundation', 'Terreno y cimentación'),
    children: [
      {
        name: n('地基', 'Subgrade', 'Terreno de cimentación'),
        children: [
          n('素土、灰土地基', 'Plain soil and lime-soil subgrade', 'Terreno de suelo y suelo-cal'),
          n('砂和砂石地基', 'Sand and sand-gravel subgrade', 'Terreno de arena y arena-grava'),
          n('土工合成材料地基', 'Geosynthetic subgrade', 'Terreno con geosintéticos'),
          n('粉煤灰地基', 'Fly-ash subgrade', 'Terreno de cenizas volantes'),
          n('强夯地基', 'Dynamic compaction subgrade', 'Terreno con compactación dinámica'),
          n('注浆地基', 'Grouted subgrade', 'Terreno inyectado'),
          n('预压地基', 'Preloaded subgrade', 'Terreno precargado'),
          n(
            '砂石桩复合地基',
            'Sand-gravel pile composite subgrade',
            'Terreno compuesto con columnas de grava',
          ),
          n('高压旋喷注浆地基', 'Jet-grouted subgrade', 'Terreno tratado con jet grouting'),
          n('水泥土搅拌桩地基', 'Cement-soil mixed pile subgrade', 'Terreno con columnas de suelo-cemento'),
          n(
            '土和灰土挤密桩复合地基',
            'Soil and lime-soil compaction pile composite subgrade',
            'Terreno compuesto con pilotes de compactación de suelo y suelo-cal',
          ),
          n(
            '水泥粉煤灰碎石桩复合地基',
            'CFG pile composite subgrade',
            'Terreno compuesto con pilotes de cemento, cenizas y grava (CFG)',
          ),
          n(
            '夯实水泥土桩复合地基',
            'Rammed cement-soil pile composite subgrade',
            'Terreno compuesto con pilotes de suelo-cemento apisonado',
          ),
        ],
      },
      {
        name: n('基础', 'Foundation', 'Cimentación'),
        children: [
          n('无筋扩展基础', 'Unreinforced spread foundation', 'Cimentación superficial sin armar'),
          n(
            '钢筋混凝土扩展基础',
            'Reinforced concrete spread foundation',
            'Cimentación superficial de hormigón armado',
          ),
          n('筏形与箱形基础', 'Raft and box foundation', 'Losa y cajón de cimentación'),
          n('钢结构基础', 'Steel structure foundation', 'Cimentación de estructura de acero'),
          n(
            '钢管混凝土结构基础',
            'Concrete-filled steel tube foundation',
            'Cimentación de tubos de acero rellenos de hormigón',
          ),
          n(
            '型钢混凝土结构基础',
            'Steel-reinforced concrete foundation',
            'Cimentación de hormigón con perfiles de acero',
          ),
          n(
            '钢筋混凝土预制桩基础',
            'Precast reinforced concrete pile foundation',
            'Cimentación con pilotes prefabricados de hormigón armado',
          ),
          n(
            '泥浆护壁成孔灌注桩基础',
            'Slurry-supported bored pile foundation',
            'Cimentación con pilotes perforados bajo lodo',
          ),
          n('干作业成孔桩基础', 'Dry-bored pile foundation', 'Cimentación con pilotes perforados en seco'),
          n(
            '长螺旋钻孔压灌桩基础',
            'Continuous flight auger pile foundation',
            'Cimentación con pilotes de hélice continua',
          ),
          n(
            '沉管灌注桩基础',
            'Driven cast-in-place pile foundation',
            'Cimentación con pilotes de entubación hincada',
          ),
          n('钢桩基础', 'Steel pile foundation', 'Cimentación con pilotes de acero'),
          n(
            '锚杆静压桩基础',
            'Anchored jacked pile foundation',
            'Cimentación con pilotes hincados a presión con anclajes',
          ),
          n('岩石锚杆基础', 'Rock anchor foundation', 'Cimentación con anclajes en roca'),
          n('沉井与沉箱基础', 'Open caisson and caisson foundation', 'Cimentación con pozos y cajones'),
        ],
      },
      { name: n('基坑支护', 'Excavation support', 'Contención de excavaciones') },
      { name: n('地下水控制', 'Groundwater control', 'Control del agua freática') },
      { name: n('土方', 'Earthworks', 'Movimiento de tierras') },
      { name: n('边坡', 'Slopes', 'Taludes') },
      {
        name: n('地下防水', 'Basement waterproofing', 'Impermeabilización de sótanos'),
        children: [
          n('主体结构防水', 'Structural waterproofing', 'Impermeabilización de la estructura'),
          n('细部构造防水', 'Detail waterproofing', 'Impermeabilización de detalles'),
          n(
            '特殊施工法结构防水',
            'Waterproofing by special methods',
            'Impermeabilización por métodos especiales',
          ),
          n('排水', 'Drainage', 'Drenaje'),
          n('注浆', 'Grouting', 'Inyecciones'),
        ],
      },
    ],
  },
  {
    name: n('主体结构', 'Main structure', 'Estructura principal'),
    children: [
      {
        name: n('混凝土结构', 'Concrete structure', 'Estructura de hormigón'),
        children: [
          n('模板', 'Formwork', 'Encofrados'),
          n('钢筋', 'Reinforcement', 'Armaduras'),
          n('混凝土', 'Concrete', 'Hormigón'),
          n('预应力', 'Prestressing', 'Pretensado'),
          n('现浇结构', 'Cast-in-place structure', 'Estructura hormigonada in situ'),
          n('装配式结构', 'Prefabricated structure', 'Estructura prefabricada'),
        ],
      },
      {
        name: n('砌体结构', 'Masonry structure', 'Estructura de fábrica'),
        children: [
          n('砖砌体', 'Brick masonry', 'Fábrica de ladrillo'),
          n(
            '混凝土小型空心砌块砌体',
            'Hollow concrete block masonry',
            'Fábrica de bloques huecos de hormigón',
          ),
          n('石砌体', 'Stone masonry', 'Fábrica de piedra'),
          n('配筋砌体', 'Reinforced masonry', 'Fábrica armada'),
          n('填充墙砌体', 'Infill wall masonry', 'Fábrica de relleno'),
        ],
      },
    ],
  },
];

const two = (i: number) => String(i + 1).padStart(2, '0');
const names = new Map<string, Gb50300Names>();

function flatten(specs: readonly (Gb50300Names | CatalogueSpec)[], parent: string | null, out: Gb50300Row[]) {
  specs.forEach((spec, i) => {
    const { name, children } = 'zh' in spec ? { name: spec, children: undefined } : spec;
    const code = `${parent ?? ''}${two(i)}`;
    names.set(code, name);
    out.push({ code, name: name.zh, level: levelOfCode(code)!, parentCode: parent, sort: i + 1 });
    if (children) flatten(children, code, out);
  });
  return out;
}

/** Every catalogue row, parents before children. */
export const GB50300_CATALOGUE: readonly Gb50300Row[] = flatten(CATALOGUE_SPEC, null, []);

/** A catalogue code's name in a language; undefined for a code the catalogue does not hold. */
export const gb50300Name = (code: string, lang: Language): string | undefined => names.get(code)?.[lang];

/**
 * Catalogue rows with their names in a language (the database keeps the Chinese name): what a route
 * hands to buildTree so the tree reads in the caller's language.
 */
export const localizeGb50300 = <R extends { code: string; name: string }>(
  rows: readonly R[],
  lang: Language,
): R[] => rows.map((r) => ({ ...r, name: gb50300Name(r.code, lang) ?? r.name }));
