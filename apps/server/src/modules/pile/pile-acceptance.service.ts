import {
  businessDateTimeOf,
  businessTimeZone,
  type ItemJudgement,
  judgeItem,
  type Language,
  type Measured,
  MIXING_PILE_ACCEPTANCE_CLAUSE,
  mixingPileAcceptanceCount,
  PILE_TOLERANCE_TABLES,
  type PileAcceptanceData,
  type PileAcceptanceItemEnum,
  type PileAcceptanceRow,
  type PileAcceptanceSave,
  type PileType,
  type ToleranceItem,
} from '@zhuji/shared';
import { and, count, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { fieldError, loadProject } from '../../platform/access';
import { type AuditActor, recordAudit } from '../../platform/audit/audit';
import type { Db, DbOrTx } from '../../platform/db/client';
import { cjkFonts } from '../../platform/pdf/cjk-fonts';
import { fivePartsOf } from '../project';
import { ACCEPTANCE_LABELS as A, pileMessage } from './pile.messages';
import { pile, pileAcceptance, pileGroup } from './pile.table';
import { loadGroup, loadPile } from './pile-common';
import { listGroups } from './pile-group.service';
import { detail, judgementOf, statistics } from './pile-list.service';

/** The acceptance items of a pile type (GB 50202-2018 tables as data). */
export function acceptanceItemEnum(type: PileType): PileAcceptanceItemEnum[] {
  return (PILE_TOLERANCE_TABLES[type] as readonly ToleranceItem[]).map((i) => ({
    key: i.key,
    class: i.class,
    unit: i.unit,
    kind: i.tolerance.kind,
    method: i.method,
    clause: i.clause,
    unconfirmed: i.unconfirmed === true,
  }));
}

export async function mainInfo(db: DbOrTx, projectId: number, lang: Language) {
  const project = await loadProject(db, projectId, lang);
  const main = project.parentId === null ? null : await loadProject(db, project.parentId, lang);
  const parties = await fivePartsOf(db, projectId);
  return {
    projectId,
    projectName: project.name,
    mainProjectName: main?.name ?? null,
    parties: parties.map((p) => ({
      partyType: p.partyType,
      companyName: p.companyName,
      personName: p.personName,
    })),
    groups: await listGroups(db, projectId),
    statistics: await statistics(db, projectId),
  };
}

/** A sheet's text value as the item takes it: yes/no, an integrity class, or a number. */
function measuredOf(item: ToleranceItem, text: string | undefined): Measured {
  if (text === undefined || text === '') return undefined;
  if (item.tolerance.kind === 'conforms')
    return text === 'true' ? true : text === 'false' ? false : undefined;
  if (item.tolerance.kind === 'integrityClass')
    return ['I', 'II', 'III', 'IV'].includes(text) ? text : undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function validate(type: PileType, body: PileAcceptanceSave, lang: Language) {
  const items = new Map((PILE_TOLERANCE_TABLES[type] as readonly ToleranceItem[]).map((i) => [i.key, i]));
  for (const [where, values] of [
    ['measured', body.measured],
    ['design', body.design ?? {}],
  ] as const) {
    for (const [key, text] of Object.entries(values)) {
      const item = items.get(key);
      if (!item) throw fieldError(`${where}.${key}`, pileMessage('wrongField', lang, { field: key }), lang);
      if (text !== '' && where === 'measured' && measuredOf(item, text) === undefined)
        throw fieldError(`${where}.${key}`, pileMessage('acceptanceValue', lang), lang);
      if (text !== '' && where === 'design' && !Number.isFinite(Number(text)))
        throw fieldError(`${where}.${key}`, pileMessage('acceptanceValue', lang), lang);
    }
  }
}

export async function acceptanceData(
  db: DbOrTx,
  pileId: number,
  lang: Language,
): Promise<PileAcceptanceData> {
  const p = await loadPile(db, pileId, lang);
  const group = await loadGroup(db, p.groupId, lang);
  const type = group.pileType as PileType;
  const [sheet] = await db.select().from(pileAcceptance).where(eq(pileAcceptance.pileId, pileId));
  const record = new Map(judgementOf(group, p).items.map((i) => [i.key, i]));
  const context = {
    diameterMm: Number(group.diameterMm),
    bearing: (group.bearing as 'end' | 'friction' | null) ?? undefined,
    depthToPileTopMm: p.values.emptyHoleDepth ? Number(p.values.emptyHoleDepth) * 1000 : undefined,
    placement: 'other',
  };
  const rows: PileAcceptanceRow[] = [];
  const judged: ItemJudgement[] = [];
  for (const item of PILE_TOLERANCE_TABLES[type] as readonly ToleranceItem[]) {
    const m = sheet?.measured[item.key];
    const d = sheet?.design[item.key];
    const fromRecord = (m === undefined || m === '') && record.get(item.key);
    const j =
      fromRecord && fromRecord.status !== 'missing'
        ? fromRecord
        : judgeItem(item, measuredOf(item, m), d === undefined || d === '' ? undefined : Number(d), context);
    judged.push(j);
    rows.push({
      key: j.key,
      class: j.class,
      unit: j.unit,
      status: j.status,
      measured: j.measured,
      min: j.limit?.min ?? null,
      max: j.limit?.max ?? null,
      clause: j.clause,
      method: item.method,
      unconfirmed: item.unconfirmed === true,
      design: d ?? null,
      source:
        fromRecord && fromRecord.status !== 'missing'
          ? 'record'
          : m !== undefined && m !== ''
            ? 'sheet'
            : 'none',
    });
  }
  const applicable = judged.filter((j) => j.status !== 'not-applicable');
  const general = applicable.filter(
    (j) => j.class === 'general' && (j.status === 'pass' || j.status === 'fail'),
  );
  const { group: g, ...item } = await detail(db, pileId, lang);
  return {
    pile: {
      id: item.id,
      projectId: item.projectId,
      groupId: item.groupId,
      groupName: item.groupName,
      pileType: item.pileType,
      pileNo: item.pileNo,
      status: item.status,
      machineNo: item.machineNo,
      crew: item.crew,
      startedAt: item.startedAt,
      finishedAt: item.finishedAt,
      fillingCoefficient: item.fillingCoefficient,
      abnormal: item.abnormal,
      failed: item.failed,
      confirmedAt: item.confirmedAt,
      confirmedByName: item.confirmedByName,
    },
    group: g,
    rows,
    mainPass: applicable.filter((j) => j.class === 'main').every((j) => j.status === 'pass'),
    generalJudged: general.length,
    generalPassed: general.filter((j) => j.status === 'pass').length,
    pass: applicable.every((j) => j.status === 'pass'),
    updatedAt: sheet?.updatedAt.toISOString() ?? null,
    mixingTests: type === 'mixing' ? await mixingTests(db, p.projectId) : null,
  };
}

/** "总桩数" of 4.1.5 is every mixing pile of the project's composite foundation, built or not. */
async function mixingTests(db: DbOrTx, projectId: number): Promise<PileAcceptanceData['mixingTests']> {
  const [row] = await db
    .select({ n: count() })
    .from(pile)
    .innerJoin(pileGroup, eq(pileGroup.id, pile.groupId))
    .where(and(eq(pile.projectId, projectId), eq(pileGroup.pileType, 'mixing')));
  const totalPiles = row?.n ?? 0;
  const c = mixingPileAcceptanceCount(totalPiles);
  return {
    totalPiles,
    compositeBearing: c.compositeBearing.count,
    singlePile: c.singlePile.count,
    reinforcement: c.reinforcement.count,
    clause: MIXING_PILE_ACCEPTANCE_CLAUSE,
  };
}

export async function saveAcceptance(db: Db, actor: AuditActor, body: PileAcceptanceSave, lang: Language) {
  await db.transaction(async (tx) => {
    const p = await loadPile(tx, body.pileId, lang, true);
    const group = await loadGroup(tx, p.groupId, lang);
    validate(group.pileType as PileType, body, lang);
    const [before] = await tx.select().from(pileAcceptance).where(eq(pileAcceptance.pileId, p.id));
    const clean = (v: Record<string, string> | undefined) =>
      Object.fromEntries(Object.entries(v ?? {}).filter(([, x]) => x !== ''));
    const measured = { ...(before?.measured ?? {}), ...body.measured };
    const design = { ...(before?.design ?? {}), ...(body.design ?? {}) };
    const values = {
      measured: clean(measured),
      design: clean(design),
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    if (before) await tx.update(pileAcceptance).set(values).where(eq(pileAcceptance.id, before.id));
    else await tx.insert(pileAcceptance).values({ projectId: p.projectId, pileId: p.id, ...values });
    const data = await acceptanceData(tx, p.id, lang);
    await tx.update(pileAcceptance).set({ pass: data.pass }).where(eq(pileAcceptance.pileId, p.id));
    await recordAudit(tx, actor, [
      {
        projectId: p.projectId,
        resource: 'pileAcceptance',
        action: before ? 'update' : 'add',
        recordId: p.id,
        before: before ? { measured: before.measured, design: before.design } : null,
        after: { measured: values.measured, design: values.design, pass: data.pass },
      },
    ]);
  });
  return acceptanceData(db, body.pileId, lang);
}

// ---- PDF ------------------------------------------------------------------------------------

const limitText = (r: PileAcceptanceRow) =>
  r.min === null && r.max === null
    ? '—'
    : r.min === null
      ? `≤ ${r.max}`
      : r.max === null
        ? `≥ ${r.min}`
        : `${r.min} ~ ${r.max}`;

/** The pile acceptance data sheet as an A4 PDF in the caller's language (Chinese by default). */
export async function acceptancePdf(db: DbOrTx, pileId: number, lang: Language): Promise<Buffer> {
  const data = await acceptanceData(db, pileId, lang);
  const info = await mainInfo(db, data.pile.projectId, lang);
  const f = cjkFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${A.title[lang]} ${data.pile.pileNo}` },
  });
  doc.registerFont('cjk', f.regular);
  doc.registerFont('cjk-bold', f.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - 80;
  doc.font('cjk-bold').fontSize(16).text(A.title[lang], { align: 'center' });
  doc.moveDown(0.3).font('cjk').fontSize(9).fillColor('#555').text('GB 50202-2018', { align: 'center' });
  doc.moveDown(0.8).fillColor('#000').fontSize(10);
  const party = (type: string) => info.parties.find((p) => p.partyType === type)?.companyName ?? '—';
  const head: [string, string][] = [
    [A.project[lang], `${info.mainProjectName ?? ''} ${info.projectName}`.trim()],
    [A.pileNo[lang], data.pile.pileNo],
    [A.group[lang], `${data.group.name}（${A.types[data.group.pileType][lang]} ${data.group.subItemCode}）`],
    [
      A.design[lang],
      `D=${data.group.diameterMm} mm  L=${data.group.designLength ?? '—'} m  ${data.group.strengthGrade ?? ''}`,
    ],
    [A.contractor[lang], party('CONTRACTOR')],
    [A.supervisor[lang], party('SUPERVISOR')],
    [
      A.confirmed[lang],
      data.pile.confirmedByName
        ? `${data.pile.confirmedByName} ${data.pile.confirmedAt?.slice(0, 10) ?? ''}`
        : '—',
    ],
  ];
  for (const [k, v] of head) {
    const y = doc.y;
    doc.font('cjk-bold').text(k, 40, y, { width: 110 });
    doc.font('cjk').text(v, 150, y, { width: width - 110 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.6);
  const cols = [
    { title: A.item[lang], w: 140 },
    { title: A.cls[lang], w: 45 },
    { title: A.limit[lang], w: 95 },
    { title: A.unit[lang], w: 45 },
    { title: A.measured[lang], w: 80 },
    { title: A.result[lang], w: width - 405 },
  ];
  const drawRow = (cells: string[], bold = false, fill?: string) => {
    const y = doc.y;
    const h = 18;
    if (y + h > doc.page.height - 60) doc.addPage();
    const top = doc.y;
    let x = 40;
    if (fill) doc.rect(40, top, width, h).fill(fill).fillColor('#000');
    cells.forEach((c, i) => {
      const col = cols[i]!;
      doc.rect(x, top, col.w, h).strokeColor('#999').lineWidth(0.5).stroke();
      doc
        .font(bold ? 'cjk-bold' : 'cjk')
        .fontSize(9)
        .fillColor(cells[5] === A.fail[lang] && i === 5 ? '#cf1322' : '#000')
        .text(c, x + 3, top + 4, { width: col.w - 6, height: h - 4, lineBreak: false, ellipsis: true });
      x += col.w;
    });
    doc.x = 40;
    doc.y = top + h;
  };
  drawRow(
    cols.map((c) => c.title),
    true,
    '#f0f0f0',
  );
  for (const r of data.rows.filter((x) => x.status !== 'not-applicable')) {
    drawRow([
      A.items[r.key as keyof typeof A.items]?.[lang] ?? r.key,
      r.class === 'main' ? A.main[lang] : A.general[lang],
      limitText(r),
      r.unit === '-' ? '' : r.unit,
      r.measured === null ? '—' : String(r.measured),
      r.status === 'pass' ? A.pass[lang] : r.status === 'fail' ? A.fail[lang] : A.pending[lang],
    ]);
  }
  doc.moveDown(1);
  doc
    .font('cjk-bold')
    .fontSize(11)
    .fillColor(data.pass ? '#389e0d' : '#cf1322')
    .text(
      `${A.conclusion[lang]}：${data.pass ? A.conclusionPass[lang] : A.conclusionFail[lang]}（${A.general[lang]} ${data.generalPassed}/${data.generalJudged}）`,
      40,
    );
  doc.moveDown(2).fillColor('#000').font('cjk').fontSize(10);
  const y = doc.y;
  doc.text(`${A.signContractor[lang]}：`, 40, y);
  doc.text(`${A.signSupervisor[lang]}：`, 300, y);
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#888')
    .text(`${A.printed[lang]} ${businessDateTimeOf(new Date())} (${businessTimeZone()})`, 40);
  doc.end();
  return done;
}
