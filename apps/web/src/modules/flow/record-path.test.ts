import { describe, expect, it } from 'vitest';
import { recordPath } from './record-path';

describe('what a message or an approval opens', () => {
  it('when it names a business record, then that record’s page with ?id=', () => {
    expect(recordPath('inspection-lot', 12)).toBe('/quality/acceptance?id=12');
    expect(recordPath('sub-item', 3, 'acceptance')).toBe('/quality/acceptance?id=3');
    expect(recordPath('rectification', 7, 'rectification')).toBe('/quality/rectification?id=7');
    expect(recordPath('project-audit', 40, 'audit')).toBe('/project/manage?id=40');
  });

  it('when it names no record (or one without a page), then its category’s list, else nothing', () => {
    expect(recordPath(null, null, 'rectification')).toBe('/quality/rectification');
    expect(recordPath('material', 5, 'audit')).toBe('/audit/material?id=5');
    expect(recordPath('division', null, 'audit')).toBe('/audit/approval');
    expect(recordPath(null, null, 'system')).toBeNull();
    expect(recordPath('output-report', 9)).toBeNull();
  });
});
