import type { SignedRecordType } from '@zhuji/shared';
import type { DbOrTx } from '../../platform/db/client';

/**
 * A signed record that rests on a test report's results — an accepted inspection lot (用于验收批): the
 * last step of the report's chain of custody on the public page (docs/domains/witness.md, issue 20).
 */
export interface ReportUse {
  type: SignedRecordType;
  id: number;
  /** When the record was accepted (the step's time). */
  at: Date | null;
  /** The record in words, e.g. the lot's sub-item, number and location. */
  note: string;
}

type ReportUseSource = (db: DbOrTx, reportId: number) => Promise<ReportUse[]>;
const sources: ReportUseSource[] = [];

/**
 * A module whose records use test reports (acceptance imports this module, so this module cannot import
 * it back: the module registers how to find its records instead, as signed record types do).
 */
export function registerReportUse(source: ReportUseSource) {
  sources.push(source);
}

export async function reportUses(db: DbOrTx, reportId: number): Promise<ReportUse[]> {
  const found: ReportUse[] = [];
  for (const source of sources) found.push(...(await source(db, reportId)));
  return found.sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0) || a.id - b.id);
}
