import type { FlowActionItem } from '@zhuji/shared';
import { businessDateTimeOf } from '@zhuji/shared';
import { Empty, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';

const COLOR: Record<FlowActionItem['action'], string> = {
  apply: 'blue',
  approve: 'green',
  reject: 'red',
  return: 'orange',
  delegate: 'gray',
  cancel: 'gray',
};

interface Props {
  actions: FlowActionItem[];
  /** The module's words for an action and a step key (the kit holds no business strings). */
  actionLabel: (action: FlowActionItem['action']) => string;
  stepLabel: (key: string) => string;
  empty: string;
  /** Renders an attachment (a photo thumbnail, a link). */
  attachment?: (ref: string) => ReactNode;
}

/** The audit trail of a flow: who did what on which step, when, with the comment and attachments. */
export function FlowTimeline({ actions, actionLabel, stepLabel, empty, attachment }: Props) {
  if (actions.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <Timeline
      data-testid="flow-timeline"
      items={actions.map((a) => ({
        key: a.id,
        color: COLOR[a.action],
        children: (
          <div data-testid={`flow-action-${a.action}`}>
            <Typography.Text strong>{actionLabel(a.action)}</Typography.Text>
            {a.stepKey ? <Typography.Text type="secondary"> · {stepLabel(a.stepKey)}</Typography.Text> : null}
            <div>
              <Typography.Text>{a.actorName ?? ''}</Typography.Text>
              <Typography.Text type="secondary"> {businessDateTimeOf(a.createdAt)}</Typography.Text>
            </div>
            {a.comment ? (
              <Typography.Paragraph style={{ margin: 0 }}>{a.comment}</Typography.Paragraph>
            ) : null}
            {attachment && a.attachments.length > 0 ? (
              <div>{a.attachments.map((ref) => attachment(ref))}</div>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
