import './messages';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The desktop menu's 现场录入: what the phone app is and where to open it (docs/domains/site.md). */
export function SiteEntryPage() {
  const { t } = useTranslation();
  const url = `${window.location.origin}/site`;
  return (
    <Card>
      <Space orientation="vertical" size="middle">
        <Typography.Paragraph>{t('site.entry.intro')}</Typography.Paragraph>
        <Typography.Text copyable={{ text: url }}>{t('site.entry.address', { url })}</Typography.Text>
        <Button type="primary" size="large" href="/site">
          {t('site.entry.open')}
        </Button>
      </Space>
    </Card>
  );
}
