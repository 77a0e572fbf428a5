import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { GB50300_CATALOGUE, gb50300Name, localizeGb50300 } from '../domain/gb50300';
import { ROLE_NAMES, roleName } from './role-names';

// The platform's own reference names are translated once, in shared code (issue 22): every role of the
// catalogue and every GB 50300 code has an English and a Spanish name, and neither is left in Chinese.
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe('role names', () => {
  it.each(Object.entries(ROLE_NAMES))(
    'when role %s is named in en and es, then no name is Chinese',
    (_id, names) => {
      expect(CJK.test(names.zh)).toBe(true);
      expect(CJK.test(names.en) || CJK.test(names.es)).toBe(false);
      expect(names.en && names.es).toBeTruthy();
    },
  );

  it('when a role is named, then the catalogue’s name in the language wins and an unknown id keeps its name', () => {
    expect(roleName({ id: 3, name: '项目经理' }, 'en')).toBe('Project manager');
    expect(roleName({ id: 3, name: '项目经理' }, 'es')).toBe('Jefe de proyecto');
    expect(roleName({ id: 3, name: 'renamed' }, 'zh')).toBe('项目经理');
    expect(roleName({ id: 999, name: '自定义角色' }, 'en')).toBe('自定义角色');
  });
});

describe('GB 50300 names', () => {
  it('when every catalogue code is named in each language, then zh is the stored name and en/es are not Chinese', () => {
    for (const row of GB50300_CATALOGUE) {
      expect(gb50300Name(row.code, 'zh')).toBe(row.name);
      for (const lang of LANGUAGES.filter((l) => l !== 'zh')) {
        const name = gb50300Name(row.code, lang);
        expect(name, `${row.code} ${lang}`).toBeTruthy();
        expect(CJK.test(name!), `${row.code} ${lang}: ${name}`).toBe(false);
      }
    }
  });

  it('when rows are localised, then names change and the codes and other fields stay; an unknown code keeps its name', () => {
    const rows = [
      { code: '010208', name: '泥浆护壁成孔灌注桩基础', sort: 8 },
      { code: '99', name: '其他', sort: 1 },
    ];
    expect(localizeGb50300(rows, 'en')).toEqual([
      { code: '010208', name: 'Slurry-supported bored pile foundation', sort: 8 },
      { code: '99', name: '其他', sort: 1 },
    ]);
    expect(rows[0]!.name).toBe('泥浆护壁成孔灌注桩基础');
  });
});
