import { WORKS_RECORD_TYPES, WORKS_SOURCES } from '@zhuji/shared';
import type { EnumOption } from '../../kit/resource/resource-config';

// The choices the works pages share (docs/domains/works.md).

export const RESULTS: readonly EnumOption[] = [
  { value: 'PASS', label: 'works.result.PASS', color: 'green' },
  { value: 'FAIL', label: 'works.result.FAIL', color: 'red' },
];

export const SOURCES: readonly EnumOption[] = WORKS_SOURCES.map((s) => ({
  value: s,
  label: `works.source.${s}`,
  color: s === 'foundation' ? 'orange' : 'lime',
}));

export const RECORD_TYPES: readonly EnumOption[] = WORKS_RECORD_TYPES.map((r) => ({
  value: r,
  label: `works.recordType.${r}`,
  color: 'default',
}));
