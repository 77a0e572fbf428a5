import { Card, Flex, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A logged-in account page (change password, change phone): a titled card centred in the layout
 * shell's content area, full width on a phone.
 */
export function AccountPageFrame({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const screens = Grid.useBreakpoint();
  const compact = !screens.md;
  return (
    <Flex justify="center" style={{ paddingBlock: compact ? 0 : 24 }}>
      <Card style={{ width: 480, maxWidth: '100%' }} styles={{ body: { padding: compact ? 20 : 32 } }}>
        <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 8 }}>
          {title}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {description}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </Flex>
  );
}
