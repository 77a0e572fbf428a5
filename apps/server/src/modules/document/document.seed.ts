import type { DbOrTx } from '../../platform/db/client';
import type { FileStorage } from '../../platform/storage/storage';
import { saveUpload } from '../common/common.service';
import { document, documentCatalog, documentLog } from './document.table';

interface Ids {
  projects: Map<string, number>;
  users: Map<string, number>;
}

interface SeedDoc {
  title: string;
  category: string;
  /** ASCII lines of the generated one-page PDF (the standard fonts carry no Chinese). */
  lines: string[];
  daysAgo: number;
}

interface SeedCatalog {
  name: string;
  docs?: SeedDoc[];
  children?: SeedCatalog[];
}

/** The record catalog of a pile foundation sub-project (GB/T 50328 / DB33 施工资料 groups). */
export const SEED_DOCUMENT_TREE: SeedCatalog[] = [
  {
    name: '施工管理资料',
    docs: [
      {
        title: '施工现场质量管理检查记录',
        category: 'OTHER',
        lines: [
          'Site quality management checklist',
          'Lot 1 pile foundation',
          'Checked by the chief supervisor',
        ],
        daysAgo: 40,
      },
    ],
  },
  {
    name: '施工技术资料',
    docs: [
      {
        title: '钻孔灌注桩专项施工方案',
        category: 'SPECIAL_CONSTRUCTION_PLAN',
        lines: [
          'Special construction plan: bored cast-in-place piles',
          'Diameter 800 mm, C35 underwater concrete',
        ],
        daysAgo: 38,
      },
      {
        title: '钻孔灌注桩技术交底记录',
        category: 'TECHNICAL_BRIEFING',
        lines: ['Technical briefing: hole boring, cage lowering, tremie pouring'],
        daysAgo: 35,
      },
    ],
  },
  {
    name: '施工物资资料',
    children: [
      {
        name: '钢筋',
        docs: [
          {
            title: 'HRB400E 钢筋出厂合格证及复试报告',
            category: 'MATERIAL_RECEIPT_RECORD',
            lines: [
              'Rebar HRB400E 25 mm: mill certificate and retest report',
              'Yield 455 MPa, tensile 610 MPa',
            ],
            daysAgo: 30,
          },
        ],
      },
      {
        name: '混凝土',
        docs: [
          {
            title: 'C35 水下混凝土配合比通知单',
            category: 'MATERIAL_RECEIPT_RECORD',
            lines: ['Mix design notice: C35 underwater concrete, slump 180-220 mm'],
            daysAgo: 29,
          },
        ],
      },
    ],
  },
  {
    name: '施工记录',
    docs: [
      {
        title: '钻孔灌注桩成孔记录（1#–20#）',
        category: 'CONSTRUCTION_LOG',
        lines: ['Boring records of piles 1-20: depth, sediment, verticality'],
        daysAgo: 20,
      },
    ],
  },
  {
    name: '施工试验记录及检测报告',
    docs: [
      {
        title: '桩身完整性检测报告（低应变法）',
        category: 'TEST_REPORT',
        lines: ['Pile integrity test report (low strain method)', 'Class I: 18, class II: 2'],
        daysAgo: 8,
      },
    ],
  },
  {
    name: '施工质量验收记录',
    docs: [
      {
        title: '混凝土灌注桩检验批质量验收记录',
        category: 'INSPECTION_LOT_RECORD',
        lines: ['Inspection lot acceptance record: cast-in-place concrete piles'],
        daysAgo: 5,
      },
    ],
  },
];

/** A small valid one-page PDF showing the lines (Helvetica, ASCII). */
export function demoPdf(lines: readonly string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 72 ${760 - i * 24} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The catalog tree of 一标段 桩基工程 and, when a store is given, a few documents in it (generated PDFs
 * put through the upload path, so they download like any upload). Without a store only the tree.
 */
export async function seedDocumentDemo(
  tx: DbOrTx,
  ids: Ids,
  storage: FileStorage | undefined,
  now = new Date(),
): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const clerk = ids.users.get('zhangjianguo');
  if (projectId === undefined || clerk === undefined) return;
  const day = 24 * 60 * 60 * 1000;
  const plant = async (items: SeedCatalog[], parentId: number | null) => {
    for (const [sort, item] of items.entries()) {
      const [row] = await tx
        .insert(documentCatalog)
        .values({
          projectId,
          parentId,
          name: item.name,
          sort,
          createdBy: clerk,
          createdAt: new Date(now.getTime() - 45 * day),
        })
        .returning({ id: documentCatalog.id });
      const catalogId = row!.id;
      for (const doc of storage ? (item.docs ?? []) : []) {
        const file = await saveUpload(
          tx,
          storage!,
          {
            kind: 'file',
            bytes: demoPdf(doc.lines),
            filename: `${doc.title}.pdf`,
            userId: clerk,
            projectId: null,
          },
          'zh',
        );
        const at = new Date(now.getTime() - doc.daysAgo * day);
        const [created] = await tx
          .insert(document)
          .values({
            projectId,
            catalogId,
            fileId: file.id,
            title: doc.title,
            category: doc.category,
            fileName: file.name,
            size: file.size,
            mime: file.mime,
            uploadedBy: clerk,
            uploadedAt: at,
          })
          .returning({ id: document.id });
        await tx.insert(documentLog).values({
          projectId,
          userId: clerk,
          action: 'upload',
          target: 'document',
          targetId: created!.id,
          targetName: doc.title,
          detail: item.name,
          at,
        });
      }
      if (item.children) await plant(item.children, catalogId);
    }
  };
  await plant(SEED_DOCUMENT_TREE, null);
}
