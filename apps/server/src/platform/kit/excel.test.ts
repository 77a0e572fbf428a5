import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { NotXlsxError, readSheet, TooManyRowsError } from './excel';

/** A workbook of `n` rows of Chinese text, written the way a user's spreadsheet program would. */
async function chineseWorkbook(n: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('试块');
  sheet.addRow(['试块编号', '养护方式', '搅拌站']);
  for (let i = 1; i <= n; i++)
    sheet.addRow([
      `SK-${String(i).padStart(6, '0')}`,
      i % 2 ? '标准养护' : '同条件养护',
      `浙江金狮商砼有限公司${i}站`,
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readSheet', () => {
  it('when a large sheet of Chinese text is read, then every cell comes back exactly as written', async () => {
    // 20,000 rows: ExcelJS's stream reader decoded each zip chunk on its own, so a character split
    // across two chunks became U+FFFD (seen as 8 broken cells in 20,000 rows).
    const n = 20_000;
    const { header, rows } = await readSheet(await chineseWorkbook(n), n);
    expect(header).toEqual(['试块编号', '养护方式', '搅拌站']);
    expect(rows).toHaveLength(n);
    const broken = rows.filter(
      (r, i) =>
        r.row !== i + 2 ||
        r.cells[0] !== `SK-${String(i + 1).padStart(6, '0')}` ||
        r.cells[1] !== ((i + 1) % 2 ? '标准养护' : '同条件养护') ||
        r.cells[2] !== `浙江金狮商砼有限公司${i + 1}站`,
    );
    expect(broken.slice(0, 3)).toEqual([]);
  });

  it('when the sheet has more rows than allowed, or the file is not an xlsx, then it says so', async () => {
    await expect(readSheet(await chineseWorkbook(11), 10)).rejects.toBeInstanceOf(TooManyRowsError);
    await expect(readSheet(Buffer.from('试块编号,养护方式\n'), 10)).rejects.toBeInstanceOf(NotXlsxError);
  });

  it('when cells hold dates, numbers, booleans, formulas, rich text and gaps, then each comes back as its value', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('试块');
    sheet.addRow(['制作日期', '数量', '见证', '合计', '说明', '', '备注']);
    sheet.addRow([
      new Date(Date.UTC(2026, 9, 5)),
      3,
      true,
      { formula: 'B2*2', result: 6 },
      { richText: [{ text: '标准' }, { text: '养护', font: { bold: true } }] },
      null,
      '第七列',
    ]);
    sheet.getCell('A2').numFmt = 'yyyy"年"m"月"d"日"';
    sheet.addRow([]);
    sheet.addRow(['', '  ']);
    sheet.addRow([null, 1.5]);
    const { header, rows } = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()), 10);
    expect(header).toEqual(['制作日期', '数量', '见证', '合计', '说明', '', '备注']);
    expect(rows).toEqual([
      { row: 2, cells: [new Date(Date.UTC(2026, 9, 5)), 3, true, 6, '标准养护', null, '第七列'] },
      { row: 5, cells: [null, 1.5] },
    ]);
  });

  it('when the workbook was streamed with inline strings, then the text is read the same', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = writer.addWorksheet('试块');
    sheet.addRow(['试块编号', '搅拌站']).commit();
    sheet.addRow(['SK-000001', '杭州中建商砼']).commit();
    sheet.commit();
    await writer.commit();
    const { header, rows } = await readSheet(Buffer.concat(chunks), 10);
    expect(header).toEqual(['试块编号', '搅拌站']);
    expect(rows).toEqual([{ row: 2, cells: ['SK-000001', '杭州中建商砼'] }]);
  });
});
