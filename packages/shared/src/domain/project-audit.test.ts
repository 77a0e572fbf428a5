import { describe, expect, it } from 'vitest';
import {
  isAuditEditable,
  nextAuditStatus,
  PROJECT_AUDIT_EVENTS,
  PROJECT_AUDIT_STATUSES,
  type ProjectAuditEvent,
  PROJECT_AUDIT_STATUS as S,
  subProjectAuditStatus,
} from './project-audit';

const LEGAL: [number, ProjectAuditEvent, number][] = [
  [S.DRAFT, 'submit', S.SUBMITTED],
  [S.REJECTED, 'submit', S.SUBMITTED],
  [S.SUBMITTED, 'approve', S.APPROVED],
  [S.SUBMITTED, 'reject', S.REJECTED],
];

describe('nextAuditStatus', () => {
  it.each(LEGAL)('when %i gets %s, then it becomes %i', (from, event, to) => {
    expect(nextAuditStatus(from, event)).toBe(to);
  });

  // Every other (status, event) pair is illegal: no approving a draft, no resubmitting while under
  // review, nothing at all on an approved or exempt project, nothing from an unknown status.
  const illegal = [...PROJECT_AUDIT_STATUSES, 7]
    .flatMap((from) => PROJECT_AUDIT_EVENTS.map((event) => [from, event] as const))
    .filter(([from, event]) => !LEGAL.some(([f, e]) => f === from && e === event));

  it('when counted, then 14 pairs are illegal', () => {
    expect(illegal).toHaveLength(6 * 3 - LEGAL.length);
  });

  it.each(illegal)('when %i gets %s, then it is refused', (from, event) => {
    expect(nextAuditStatus(from, event)).toBeNull();
  });
});

describe('isAuditEditable', () => {
  it.each([
    [S.NO_AUDIT, true],
    [S.DRAFT, true],
    [S.SUBMITTED, false],
    [S.REJECTED, true],
    [S.APPROVED, true],
  ])('when the status is %i, then editable is %s', (status, editable) => {
    expect(isAuditEditable(status)).toBe(editable);
  });
});

describe('subProjectAuditStatus', () => {
  it.each([
    [S.NO_AUDIT, S.NO_AUDIT],
    [S.DRAFT, S.DRAFT],
    [S.SUBMITTED, S.DRAFT],
    [S.REJECTED, S.DRAFT],
    [S.APPROVED, S.APPROVED],
  ])('when the main project is %i, then a new sub-project is %i', (main, sub) => {
    expect(subProjectAuditStatus(main)).toBe(sub);
  });
});
