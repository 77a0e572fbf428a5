import { describe, expect, it } from 'vitest';
import { DOCUMENT_FOLDERS, documentFolderName } from './document-folders';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe('standard document folders (issue 22)', () => {
  it.each(Object.entries(DOCUMENT_FOLDERS))(
    'when %s is named in en and es, then neither is Chinese',
    (_code, names) => {
      expect(CJK.test(names.zh)).toBe(true);
      expect(CJK.test(names.en) || CJK.test(names.es)).toBe(false);
    },
  );

  it('when a standard folder keeps its name, then it reads in the language; renamed or a user’s own, as typed', () => {
    expect(documentFolderName({ standardCode: 'TESTS', name: '施工试验记录及检测报告' }, 'en')).toBe(
      'Test records and inspection reports',
    );
    expect(documentFolderName({ standardCode: 'TESTS', name: '施工试验记录及检测报告' }, 'zh')).toBe(
      '施工试验记录及检测报告',
    );
    expect(documentFolderName({ standardCode: 'TESTS', name: '检测报告（二期）' }, 'en')).toBe(
      '检测报告（二期）',
    );
    expect(documentFolderName({ standardCode: null, name: '施工记录' }, 'es')).toBe('施工记录');
    expect(documentFolderName({ standardCode: 'NOT_A_FOLDER', name: '其他' }, 'en')).toBe('其他');
  });
});
