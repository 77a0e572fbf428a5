import { DOCUMENT_FOLDERS, type DocumentFolderCode } from '@zhuji/shared';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../platform/db/client';
import { cjkFonts } from '../../platform/pdf/cjk-fonts';
import type { FileStorage } from '../../platform/storage/storage';
import { saveUpload } from '../../platform/storage/uploads';
import { document, documentCatalog, documentLog } from './document.table';

interface Ids {
  projects: Map<string, number>;
  users: Map<string, number>;
}

interface SeedDoc {
  title: string;
  category: string;
  /** The lines of the generated one-page PDF, under its title. */
  lines: string[];
  daysAgo: number;
}

interface SeedCatalog {
  /** The standard folder (its names in shared DOCUMENT_FOLDERS). */
  folder: DocumentFolderCode;
  docs?: SeedDoc[];
  children?: SeedCatalog[];
}

/** The record catalog of a pile foundation sub-project (GB/T 50328 / DB33 施工资料 groups). */
export const SEED_DOCUMENT_TREE: SeedCatalog[] = [
  {
    folder: 'MANAGEMENT',
    docs: [
      {
        title: '施工现场质量管理检查记录',
        category: 'OTHER',
        lines: [
          '工程名称：江东新城安置房一期 一标段 桩基工程',
          '检查项目：项目部质量管理体系、现场质量责任制、主要专业工种操作岗位证书、分包单位管理制度、施工方案及审批、检测试验管理制度',
          '检查结论：现场质量管理制度基本完整，符合要求。',
          '总监理工程师：王海涛',
        ],
        daysAgo: 40,
      },
    ],
  },
  {
    folder: 'TECHNICAL',
    docs: [
      {
        title: '钻孔灌注桩专项施工方案',
        category: 'SPECIAL_CONSTRUCTION_PLAN',
        lines: [
          '一、工程概况：钻孔灌注桩，桩径 800 mm，有效桩长约 46 m，桩身混凝土 C35（水下）。',
          '二、施工工艺：泥浆护壁成孔 → 清孔 → 钢筋笼制作与吊放 → 导管水下浇筑混凝土。',
          '三、质量控制：孔深、孔径、垂直度（≤1/100）、沉渣厚度（端承型 ≤50 mm）逐孔检查。',
          '四、依据：GB 50202-2018《建筑地基基础工程施工质量验收标准》、JGJ 94-2008《建筑桩基技术规范》。',
        ],
        daysAgo: 38,
      },
      {
        title: '钻孔灌注桩技术交底记录',
        category: 'TECHNICAL_BRIEFING',
        lines: [
          '交底内容：成孔、清孔、钢筋笼吊放及水下混凝土浇筑的操作要点与质量标准。',
          '导管埋深 2～6 m，首灌量满足导管初次埋深不小于 1.0 m，浇筑连续进行。',
          '交底人：技术负责人　接受交底人：钻机班组长',
        ],
        daysAgo: 35,
      },
    ],
  },
  {
    folder: 'MATERIALS',
    children: [
      {
        folder: 'MATERIALS_REBAR',
        docs: [
          {
            title: 'HRB400E 钢筋出厂合格证及复试报告',
            category: 'MATERIAL_RECEIPT_RECORD',
            lines: [
              '钢筋牌号：HRB400E，规格 Φ25，炉罐号 2610-0456，进场数量 58.6 t。',
              '复试结果：屈服强度 455 MPa，抗拉强度 610 MPa，断后伸长率 21%，冷弯合格。',
              '结论：所检项目符合 GB/T 1499.2-2018 要求。',
            ],
            daysAgo: 30,
          },
        ],
      },
      {
        folder: 'MATERIALS_CONCRETE',
        docs: [
          {
            title: 'C35 水下混凝土配合比通知单',
            category: 'MATERIAL_RECEIPT_RECORD',
            lines: [
              '强度等级：C35 水下混凝土，坍落度 180～220 mm。',
              '配合比（kg/m³）：水泥 320，粉煤灰 80，砂 760，石 1020，水 175，外加剂 8.0。',
              '搅拌站：杭州钱江商品混凝土有限公司',
            ],
            daysAgo: 29,
          },
        ],
      },
    ],
  },
  {
    folder: 'CONSTRUCTION_LOG',
    docs: [
      {
        title: '钻孔灌注桩成孔记录（GZ1～GZ20）',
        category: 'CONSTRUCTION_LOG',
        lines: [
          '桩号 GZ1～GZ20 成孔记录：孔深、孔径、垂直度及沉渣厚度逐孔记录。',
          '成孔垂直度最大偏差 0.8%，沉渣厚度 60～110 mm，均满足摩擦桩不大于 150 mm 的要求。',
        ],
        // After GZ20's pour (pile seed: 16 days ago).
        daysAgo: 15,
      },
    ],
  },
  {
    folder: 'TESTS',
    docs: [
      {
        title: '桩身完整性检测报告（低应变法）',
        category: 'TEST_REPORT',
        lines: [
          '检测方法：低应变法（JGJ 106-2014），抽检 20 根。',
          '检测结果：Ⅰ类桩 18 根，Ⅱ类桩 2 根，无Ⅲ、Ⅳ类桩。',
          '检测单位：浙江建科检测技术有限公司',
        ],
        daysAgo: 8,
      },
    ],
  },
  {
    folder: 'ACCEPTANCE',
    docs: [
      {
        title: '混凝土灌注桩检验批质量验收记录',
        category: 'INSPECTION_LOT_RECORD',
        lines: [
          '检验批名称：混凝土灌注桩（钻孔灌注桩）',
          '主控项目：桩位、孔深、桩体质量检验、混凝土强度、嵌岩深度——符合要求。',
          '验收结论：合格。专业监理工程师：王海涛',
        ],
        daysAgo: 5,
      },
    ],
  },
];

/** A one-page A4 PDF: the title, then the lines, in Noto Sans SC (the seeded records are Chinese). */
export function demoPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const f = cjkFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
  doc.registerFont('cjk', f.regular);
  doc.registerFont('cjk-bold', f.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('cjk-bold').fontSize(16).text(title, { align: 'center' });
  doc.moveDown(1).font('cjk').fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.4);
  doc.end();
  return done;
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
          name: DOCUMENT_FOLDERS[item.folder].zh,
          standardCode: item.folder,
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
            bytes: await demoPdf(doc.title, doc.lines),
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
          detail: DOCUMENT_FOLDERS[item.folder].zh,
          at,
        });
      }
      if (item.children) await plant(item.children, catalogId);
    }
  };
  await plant(SEED_DOCUMENT_TREE, null);
}
