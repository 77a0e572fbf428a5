import { PROJECT_AUDIT_STATUS } from '@zhuji/shared';
import { Tag } from 'antd';
import { optionLabel, useProjectOptions } from './project-options';

const COLOR: Record<number, string> = {
  [PROJECT_AUDIT_STATUS.NO_AUDIT]: 'success',
  [PROJECT_AUDIT_STATUS.DRAFT]: 'default',
  [PROJECT_AUDIT_STATUS.SUBMITTED]: 'processing',
  [PROJECT_AUDIT_STATUS.REJECTED]: 'error',
  [PROJECT_AUDIT_STATUS.APPROVED]: 'success',
};

/** A project's audit status as a coloured tag, labelled by the server's options. */
export function AuditStatusTag({ status }: { status: number }) {
  const options = useProjectOptions().data;
  return (
    <Tag color={COLOR[status]} style={{ marginInlineEnd: 0 }} data-status={status}>
      {optionLabel(options?.auditStatuses, status)}
    </Tag>
  );
}
