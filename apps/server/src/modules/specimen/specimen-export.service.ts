import type { Language } from '@zhuji/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { cursorBatches } from '../../platform/db/cursor';
import { pile } from '../pile';
import { specimen, specimenResult, specimenSubmission } from './specimen.table';
import { submissionItems } from './specimen-submission.service';

// ---- Excel export (docs/domains/specimen.md submit/export, inspection/export) ---------------------------------

const EXPORT_BATCH = 2000;

/** The words of the two exports in each language: column headers and the values spelled out. */
const EXPORT_TEXT = {
  zh: {
    submitColumns: ['委托编号', '检测机构', '组数', '见证组数', '送检人', '送检时间', '状态', '报告编号'],
    specimenColumns: [
      '试块编号',
      '强度等级',
      '养护方式',
      '试件尺寸(mm)',
      '龄期(天)',
      '制作日期',
      '部位/桩号',
      '搅拌站',
      '见证',
      '状态',
      '单块强度(MPa)',
      '代表值(MPa)',
    ],
    submitStatus: { submitted: '待收样', received: '检测中', tested: '待签发', reported: '已出报告' },
    specimenStatus: {
      made: '已留置',
      submitted: '已送检',
      received: '已收样',
      tested: '已检测',
      reported: '已出报告',
    },
    curing: { standard: '标准养护', same_condition: '同条件养护' },
    yes: '是',
    no: '否',
    invalid: '无效',
  },
  en: {
    submitColumns: [
      'Submission no.',
      'Testing lab',
      'Groups',
      'Witnessed groups',
      'Submitted by',
      'Submitted at',
      'Status',
      'Report no.',
    ],
    specimenColumns: [
      'Sample no.',
      'Strength grade',
      'Curing',
      'Cube size (mm)',
      'Age (days)',
      'Made on',
      'Location / pile',
      'Batching plant',
      'Witnessed',
      'Status',
      'Cube strengths (MPa)',
      'Representative value (MPa)',
    ],
    submitStatus: {
      submitted: 'Awaiting receipt',
      received: 'Testing',
      tested: 'Awaiting issue',
      reported: 'Reported',
    },
    specimenStatus: {
      made: 'Made',
      submitted: 'Submitted',
      received: 'Received',
      tested: 'Tested',
      reported: 'Reported',
    },
    curing: { standard: 'Standard curing', same_condition: 'Same-condition curing' },
    yes: 'Yes',
    no: 'No',
    invalid: 'Invalid',
  },
  es: {
    submitColumns: [
      'N.º de envío',
      'Laboratorio',
      'Grupos',
      'Grupos con testigo',
      'Enviado por',
      'Enviado el',
      'Estado',
      'N.º de informe',
    ],
    specimenColumns: [
      'N.º de muestra',
      'Resistencia',
      'Curado',
      'Tamaño (mm)',
      'Edad (días)',
      'Elaborada el',
      'Ubicación / pilote',
      'Planta',
      'Testigo',
      'Estado',
      'Resistencias (MPa)',
      'Valor representativo (MPa)',
    ],
    submitStatus: {
      submitted: 'Pendiente de recepción',
      received: 'En ensayo',
      tested: 'Pendiente de emisión',
      reported: 'Informe emitido',
    },
    specimenStatus: {
      made: 'Elaborada',
      submitted: 'Enviada',
      received: 'Recibida',
      tested: 'Ensayada',
      reported: 'Informe emitido',
    },
    curing: { standard: 'Curado estándar', same_condition: 'Curado en las mismas condiciones' },
    yes: 'Sí',
    no: 'No',
    invalid: 'No válido',
  },
} as const satisfies Record<Language, unknown>;

export const submitExportColumns = (lang: Language) => [...EXPORT_TEXT[lang].submitColumns];
export const specimenExportColumns = (lang: Language) => [...EXPORT_TEXT[lang].specimenColumns];

/** The project's submissions in id order, a batch at a time (keyset, never all in memory). */
export async function* submissionExportBatches(db: DbOrTx, projectId: number, lang: Language) {
  const text = EXPORT_TEXT[lang];
  let after = 0;
  for (;;) {
    const page = await submissionItems(
      db,
      and(eq(specimenSubmission.projectId, projectId), sql`${specimenSubmission.id} > ${after}`),
      EXPORT_BATCH,
      0,
    );
    // submissionItems orders newest first: the batch is the next ids above `after`, sorted back.
    page.sort((a, b) => a.id - b.id);
    if (page.length === 0) return;
    yield page.map((s) => [
      s.submitNo,
      s.labName,
      s.groups,
      s.witnessed,
      s.submittedBy,
      s.submittedAt.slice(0, 16).replace('T', ' '),
      text.submitStatus[s.status as keyof typeof text.submitStatus] ?? s.status,
      s.reportNo ?? '',
    ]);
    after = page[page.length - 1]!.id;
    if (page.length < EXPORT_BATCH) return;
  }
}

/**
 * The project's test blocks in id order with their pile and results, through one server-side cursor
 * (db/cursor.ts): a batch at a time, one plan and one snapshot for the whole file.
 */
export async function* specimenExportBatches(db: Db, projectId: number, lang: Language) {
  const text = EXPORT_TEXT[lang];
  const query = db
    .select({
      sampleNo: specimen.sampleNo,
      strengthGrade: specimen.strengthGrade,
      curing: specimen.curing,
      cubeSize: specimen.cubeSize,
      ageDays: specimen.ageDays,
      makeDate: specimen.makeDate,
      location: specimen.location,
      plant: specimen.plant,
      witnessed: specimen.witnessed,
      witnessName: specimen.witnessName,
      status: specimen.status,
      pileNo: pile.pileNo,
      resultId: specimenResult.specimenId,
      strengths: specimenResult.strengths,
      value: specimenResult.value,
    })
    .from(specimen)
    .leftJoin(pile, and(eq(pile.id, specimen.pileId), eq(pile.projectId, specimen.projectId)))
    .leftJoin(specimenResult, eq(specimenResult.specimenId, specimen.id))
    .where(eq(specimen.projectId, projectId))
    .orderBy(asc(specimen.id));
  for await (const rows of cursorBatches(db, query, EXPORT_BATCH)) {
    yield rows.map((s) => [
      s.sampleNo ?? '',
      s.strengthGrade ?? '',
      s.curing ? text.curing[s.curing] : '',
      s.cubeSize ?? '',
      s.ageDays ?? '',
      s.makeDate ?? '',
      s.pileNo ?? s.location ?? '',
      s.plant ?? '',
      s.witnessed ? `${text.yes}${s.witnessName ? ` (${s.witnessName})` : ''}` : text.no,
      text.specimenStatus[s.status as keyof typeof text.specimenStatus] ?? s.status ?? '',
      s.resultId !== null ? (s.strengths ?? []).join(' / ') : '',
      s.resultId !== null ? (s.value ?? text.invalid) : '',
    ]);
  }
}
