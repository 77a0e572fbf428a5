import { businessDaysFromToday } from '@zhuji/shared';
import PDFDocument from 'pdfkit';
import type { DbOrTx } from '../../platform/db/client';
import type { DemoSeedContext } from '../../platform/module';
import { cjkFonts } from '../../platform/pdf/cjk-fonts';
import { storedFile } from '../../platform/storage/stored-file.table';
import { saveUpload } from '../../platform/storage/uploads';
import { witnessAppointment } from './witness.table';

const LETTER_TITLE = '见证人授权委托书';

/** The signed letter as the owner files it: one A4 page in Chinese. */
function letterPdf(lines: readonly string[]): Promise<Buffer> {
  const f = cjkFonts();
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: LETTER_TITLE } });
  doc.registerFont('cjk', f.regular);
  doc.registerFont('cjk-bold', f.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('cjk-bold').fontSize(18).text(LETTER_TITLE, { align: 'center' });
  doc.moveDown(1.2).font('cjk').fontSize(11);
  for (const line of lines) doc.text(line, { lineGap: 4 }).moveDown(0.5);
  doc.end();
  return done;
}

/**
 * 赵丽华 (建设单位项目负责人) appointed 王海涛 (专业监理工程师) in writing as witness of 江东一标段 for
 * concrete and mortar specimens, rebar and splices, from half a year ago to half a year ahead: the
 * witnessed demo pours name him (specimen.seed.ts runs after this).
 */
export async function seedWitnessDemo(
  tx: DbOrTx,
  ids: Pick<DemoSeedContext, 'projects' | 'users'> & { storage?: DemoSeedContext['storage'] },
  now = new Date(),
): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const owner = ids.users.get('zhaolihua');
  const witness = ids.users.get('wanghaitao');
  if (projectId === undefined || owner === undefined || witness === undefined) return;
  const validFrom = businessDaysFromToday(-180, now);
  const validTo = businessDaysFromToday(185, now);
  const bytes = await letterPdf([
    '致：浙江华东建工集团有限公司 钱塘新区江东安置房（一期）项目 一标段 桩基工程项目部',
    '根据《房屋建筑工程和市政基础设施工程实行见证取样和送检的规定》（建建〔2000〕211号），',
    `现委托王海涛同志（专业监理工程师）为本工程见证人，负责混凝土试块、砂浆试块、钢筋及钢筋连接接头的见证取样和送检，有效期自 ${validFrom} 至 ${validTo}。`,
    '见证人应在取样现场旁站见证，对试样作出标识和封志，并对试样的代表性和真实性负责。',
    '建设单位：杭州钱塘城市建设投资集团有限公司（盖章）    项目负责人：赵丽华',
  ]);
  const file = ids.storage
    ? await saveUpload(
        tx,
        ids.storage,
        { kind: 'file', bytes, filename: `${LETTER_TITLE}-王海涛.pdf`, userId: owner, projectId },
        'zh',
      )
    : // Without a file store (tests) the record of the letter only: its download answers 404.
      (
        await tx
          .insert(storedFile)
          .values({
            projectId,
            ownerUserId: owner,
            originalName: `${LETTER_TITLE}-王海涛.pdf`,
            mime: 'application/pdf',
            size: bytes.length,
            sha256: '',
            storageKey: `seed/witness-letter-${projectId}.pdf`,
          })
          .returning({ id: storedFile.id })
      )[0]!;
  await tx.insert(witnessAppointment).values({
    projectId,
    userId: witness,
    appointer: 'owner',
    appointedBy: owner,
    documentFileId: file.id,
    validFrom,
    validTo,
    scope: ['concrete', 'mortar', 'rebar', 'splice'],
    createdAt: new Date(now.getTime() - 180 * 86_400_000),
  });
}
