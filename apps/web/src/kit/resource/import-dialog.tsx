import { InboxOutlined } from '@ant-design/icons';
import { KIT_IMPORT, type KitImportResult } from '@zhuji/shared';
import { Alert, App, Button, Flex, Modal, Result, Statistic, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../responsive-table';
import { useSubmit } from '../use-submit';

interface Props {
  title: string;
  /** Sends the file; resolves the server's row-by-row answer. */
  upload(file: File): Promise<KitImportResult>;
  onClose(): void;
}

/**
 * Excel import: pick one .xlsx (the layout of the export), send it, and show what happened — rows
 * added, rows already there (a second import adds nothing) and each refused row with its reason.
 */
export function ImportDialog({ title, upload, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<KitImportResult>();
  const { submitting, submit } = useSubmit(async (picked: File) => {
    setResult(await upload(picked));
  });

  const accept = (picked: File) => {
    if (!picked.name.toLowerCase().endsWith('.xlsx')) {
      message.error(t('kit.import.wrongType'));
    } else if (picked.size > KIT_IMPORT.MAX_BYTES) {
      message.error(t('kit.import.tooLarge', { mb: KIT_IMPORT.MAX_BYTES / 1024 / 1024 }));
    } else {
      setFile(picked);
      setResult(undefined);
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <Modal
      open
      title={t('kit.import.title', { title })}
      onCancel={onClose}
      maskClosable={!submitting}
      closable={!submitting}
      width={640}
      data-testid="import-dialog"
      footer={
        result ? (
          <Button type="primary" onClick={onClose}>
            {t('kit.import.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={submitting}>
              {t('kit.cancel')}
            </Button>
            <Button
              type="primary"
              disabled={!file}
              loading={submitting}
              onClick={() => file && void submit(file)}
              data-testid="import-submit"
            >
              {submitting ? t('kit.import.running') : t('kit.import.start')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <Flex vertical gap={16}>
          <Result
            style={{ padding: 8 }}
            status={result.errors.length ? 'warning' : 'success'}
            title={t(result.errors.length ? 'kit.import.partial' : 'kit.import.success')}
          />
          <Flex justify="space-around">
            <Statistic title={t('kit.import.total')} value={result.total} />
            <Statistic title={t('kit.import.inserted')} value={result.inserted} />
            <Statistic title={t('kit.import.skipped')} value={result.skipped} />
            <Statistic title={t('kit.import.failed')} value={result.errors.length} />
          </Flex>
          {result.errors.length > 0 && (
            <ResponsiveTable
              cardTitleKey="row"
              size="small"
              rowKey={(e) => `${e.row}:${e.message}`}
              dataSource={result.errors}
              pagination={{ pageSize: 5, hideOnSinglePage: true }}
              columns={[
                { title: t('kit.import.row'), dataIndex: 'row', width: 80 },
                { title: t('kit.import.reason'), dataIndex: 'message' },
              ]}
            />
          )}
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Alert type="info" showIcon title={t('kit.import.hint', { rows: KIT_IMPORT.MAX_ROWS })} />
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            beforeUpload={accept}
            disabled={submitting}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{file ? file.name : t('kit.import.pick')}</p>
            <p className="ant-upload-hint">{t('kit.import.pickHint')}</p>
          </Upload.Dragger>
        </Flex>
      )}
    </Modal>
  );
}
