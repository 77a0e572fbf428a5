import './messages';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { saveFile } from '../../kit/resource/resource-api';
import { useSubmit } from '../../kit/use-submit';

export function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('testBlock.loadFailed')}
      extra={<Button onClick={retry}>{t('testBlock.retry')}</Button>}
    />
  );
}

export function ExportButton({
  run,
  name,
}: {
  run: () => Promise<{ blob: Blob; filename: string | undefined }>;
  name: string;
}) {
  const { t } = useTranslation();
  const go = useSubmit(async () => {
    const file = await run();
    saveFile(file.blob, file.filename ?? name);
  });
  return (
    <Can action="export">
      <Button icon={<DownloadOutlined />} loading={go.submitting} onClick={() => void go.submit(undefined)}>
        {t('testBlock.export')}
      </Button>
    </Can>
  );
}
