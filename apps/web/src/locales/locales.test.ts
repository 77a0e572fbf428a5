import { describe, expect, it } from 'vitest';
import { zhAcceptance } from '../modules/acceptance/locales/zh';
import { zhCompany } from '../modules/company/locales/zh';
import { zhComplaint } from '../modules/complaint/locales/zh';
import { zhCost } from '../modules/cost/locales/zh';
import { zhDocument } from '../modules/document/locales/zh';
import { zhFire } from '../modules/fire/locales/zh';
import { zhFlow } from '../modules/flow/locales/zh';
import { zhFunds } from '../modules/funds/locales/zh';
import { zhHome } from '../modules/home/locales/zh';
import { zhMainBody } from '../modules/main-body/locales/zh';
import { zhMaterialLedger } from '../modules/material/locales/zh';
import { zhMaterial } from '../modules/material-inspection/locales/zh';
import { zhNotice } from '../modules/notice/locales/zh';
import { zhOutput } from '../modules/output/locales/zh';
import { zhParty } from '../modules/party/locales/zh';
import { zhPile } from '../modules/pile/locales/zh';
import { zhPileDetection } from '../modules/pile-detection/locales/zh';
import { zhProgress } from '../modules/progress/locales/zh';
import { zhProject } from '../modules/project/locales/zh';
import { zhRecords } from '../modules/records/locales/zh';
import { zhRectification } from '../modules/rectification/locales/zh';
import { zhReport } from '../modules/report/locales/zh';
import { zhRisk } from '../modules/risk/locales/zh';
import { zhSupplier } from '../modules/supplier/locales/zh';
import { zhTender } from '../modules/tender/locales/zh';
import { zhTestBlock } from '../modules/test-block/locales/zh';
import { zhWarning } from '../modules/warning/locales/zh';
import { en } from './en';
import { es } from './es';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// The reference: the bundled core plus every module's own zh messages.
const reference = flatten({
  ...zh,
  ...zhHome,
  ...zhNotice,
  ...zhProject,
  ...zhPile,
  ...zhPileDetection,
  ...zhTestBlock,
  ...zhDocument,
  ...zhMaterial,
  ...zhTender,
  ...zhOutput,
  ...zhProgress,
  ...zhFunds,
  ...zhCost,
  ...zhComplaint,
  ...zhFire,
  ...zhMainBody,
  ...zhWarning,
  ...zhParty,
  ...zhMaterialLedger,
  ...zhRisk,
  ...zhSupplier,
  ...zhCompany,
  ...zhRecords,
  ...zhAcceptance,
  ...zhFlow,
  ...zhRectification,
  ...zhReport,
});

describe.each([
  ['en', en],
  ['es', es],
])('locale %s', (_name, messages) => {
  const flat = flatten(messages);

  it('when zh has a key, then this locale has it too', () => {
    const missing = [...reference.keys()].filter((key) => !flat.has(key));
    expect(missing).toEqual([]);
  });

  it('when this locale has a key, then zh has it too', () => {
    const extra = [...flat.keys()].filter((key) => !reference.has(key));
    expect(extra).toEqual([]);
  });

  it('when a zh message interpolates values, then the translation uses the same ones', () => {
    for (const [key, text] of reference) {
      expect(placeholders(flat.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('then no message is empty', () => {
    expect([...flat].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});
