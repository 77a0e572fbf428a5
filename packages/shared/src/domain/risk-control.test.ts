import { describe, expect, it } from 'vitest';
import { riskPatrolState, riskPlanReady } from './risk-control';

const major = { riskLevel: 'MAJOR' as const, startDate: '2026-10-01', endDate: null };

describe('riskPatrolState', () => {
  it('is on time on the 7th day after the last inspection and overdue on the 8th', () => {
    expect(riskPatrolState({ ...major, lastInspectedOn: '2026-11-01' }, '2026-11-08')).toBe('ON_TIME');
    expect(riskPatrolState({ ...major, lastInspectedOn: '2026-11-01' }, '2026-11-09')).toBe('OVERDUE');
  });
  it('counts from the start when never inspected', () => {
    expect(riskPatrolState({ ...major, lastInspectedOn: null }, '2026-10-08')).toBe('ON_TIME');
    expect(riskPatrolState({ ...major, lastInspectedOn: null }, '2026-10-09')).toBe('OVERDUE');
  });
  it('asks nothing of other levels, of works not started or finished', () => {
    expect(riskPatrolState({ ...major, riskLevel: 'HIGH', lastInspectedOn: null }, '2026-12-01')).toBe(
      'NOT_REQUIRED',
    );
    expect(riskPatrolState({ ...major, startDate: '2026-12-01', lastInspectedOn: null }, '2026-11-01')).toBe(
      'NOT_REQUIRED',
    );
    expect(riskPatrolState({ ...major, endDate: '2026-10-31', lastInspectedOn: null }, '2026-11-20')).toBe(
      'NOT_REQUIRED',
    );
    expect(riskPatrolState({ ...major, startDate: null, lastInspectedOn: null }, '2026-11-20')).toBe(
      'NOT_REQUIRED',
    );
  });
});

describe('riskPlanReady', () => {
  it('needs the expert review above the scale, the approval for a 危大工程, nothing otherwise', () => {
    expect(riskPlanReady('OVER_SCALE', 'APPROVED')).toBe(false);
    expect(riskPlanReady('OVER_SCALE', 'REVIEWED')).toBe(true);
    expect(riskPlanReady('DANGEROUS', 'DRAFTED')).toBe(false);
    expect(riskPlanReady('DANGEROUS', 'APPROVED')).toBe(true);
    expect(riskPlanReady('NONE', 'NONE')).toBe(true);
  });
});
