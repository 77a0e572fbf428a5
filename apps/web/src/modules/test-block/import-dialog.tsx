import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkbookPreview } from '@zhuji/shared';
import { Alert, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../kit/resource/resource-api';
import { useSubmit } from '../../kit/use-submit';
import { type ImportKind, testBlockApi, testBlockKeys } from './test-block.api';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Import of test blocks (inspection/*) or of submissions (submit/*) from a workbook: the preview
 * (display) checks every row and lists each bad row's error, writing nothing; the import runs as a
 * background job whose progress is polled, and its refused rows download as a workbook.
 */
export function ImportDialog({
  kind,
  projectId,
  onClose,
}: {
  kind: ImportKind;
  projectId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<WorkbookPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{
    id: string;
    okCount: number;
    skippedCount: number;
    errorCount: number;
  } | null>(null);
  const template = useSubmit(async () => {
    const f = await testBlockApi.importTemplate(kind, projectId);
    saveFile(f.blob, f.filename ?? `${kind}-template.xlsx`);
  });
  const errorBook = useSubmit(async () => {
    if (!result) return;
    const f = await testBlockApi.importErrors(kind, result.id);
    saveFile(f.blob, f.filename ?? `${kind}-import-errors.xlsx`);
  });
  const check = useSubmit(async (f: File) => {
    setFile(f);
    setResult(null);
    setPreview(await testBlockApi.importPreview(kind, projectId, f));
  });
  const run = useSubmit(async () => {
    if (!file) return;
    const { id } = await testBlockApi.importStart(kind, projectId, file);
    setProgress(0);
    for (;;) {
      const p = await testBlockApi.importLoading(id);
      setProgress(p.total ? Math.round((p.processed / p.total) * 100) : 0);
      if (p.status === 'done' || p.status === 'failed') break;
      await sleep(800);
    }
    const r = await testBlockApi.importResult(id);
    setProgress(100);
    setResult(r);
    void client.invalidateQueries({ queryKey: testBlockKeys.all });
  });
  return (
    <Modal
      open
      width={760}
      title={t(`testBlock.import.${kind}.title`)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Flex vertical gap={12} data-testid="import-dialog">
        <Typography.Text type="secondary">
          {t(`testBlock.import.${kind}.hint`)}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={template.submitting}
            onClick={() => void template.submit(undefined)}
            data-testid="import-template"
          >
            {t('testBlock.import.template')}
          </Button>
        </Typography.Text>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(f) => {
            void check.submit(f);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={check.submitting}>
            {file ? file.name : t('testBlock.import.pick')}
          </Button>
        </Upload>
        {preview && (
          <>
            <Alert
              type={preview.errorCount ? 'warning' : 'info'}
              showIcon
              title={t('testBlock.import.summary', {
                total: preview.total,
                valid: preview.valid,
                existing: preview.existing,
                errors: preview.errorCount,
              })}
            />
            {preview.errors.length > 0 && (
              <Table
                size="small"
                rowKey="row"
                pagination={{ pageSize: 8, hideOnSinglePage: true }}
                dataSource={preview.errors}
                columns={[
                  { title: t('testBlock.import.row'), dataIndex: 'row', width: 70 },
                  { title: t('testBlock.import.message'), dataIndex: 'message' },
                ]}
              />
            )}
            {!result && (
              <div>
                <Button
                  type="primary"
                  disabled={preview.valid - preview.existing <= 0}
                  loading={run.submitting}
                  onClick={() => void run.submit(undefined)}
                >
                  {t('testBlock.import.run', { n: preview.valid - preview.existing })}
                </Button>
              </div>
            )}
          </>
        )}
        {progress !== null && <Progress percent={progress} />}
        {result && (
          <Alert
            type={result.errorCount > 0 ? 'warning' : 'success'}
            showIcon
            title={t('testBlock.import.done', {
              ok: result.okCount,
              skipped: result.skippedCount,
              errors: result.errorCount,
            })}
            action={
              result.errorCount > 0 ? (
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={errorBook.submitting}
                  onClick={() => void errorBook.submit(undefined)}
                  data-testid="import-errors"
                >
                  {t('testBlock.import.errors')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
