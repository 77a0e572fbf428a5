/**
 * The header row of a test-block workbook as a user fills it in: the import template's columns
 * (modules/specimen/specimen.import.ts), shared by the tests and benchmarks that write such a workbook.
 */
export const TEST_BLOCK_HEADERS = [
  '试块编号',
  '强度等级',
  '养护方式',
  '试件尺寸(mm)',
  '龄期(天)',
  '制作日期',
  '部位/桩号',
  '搅拌站',
];
