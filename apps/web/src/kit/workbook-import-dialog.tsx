import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { WorkbookPreview } from '@zhuji/shared';
import { Alert, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from './resource/resource-api';
import { ResponsiveTable } from './responsive-table';
import { useSubmit } from './use-submit';
import {
  type WorkbookImportCalls,
  type WorkbookImportResult,
  workbookImportApi,
} from './workbook-import-api';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Import from a workbook through one of the server's big workbook imports (`calls`: test blocks,
 * submissions, concrete arrivals): the preview (display) checks every row and lists each bad row's
 * error, writing nothing; the import runs as a background job whose progress is polled, its refused
 * rows download as a workbook, and the queries under `invalidate` are refreshed when it ends.
 */
export function WorkbookImportDialog({
  calls,
  projectId,
  title,
  hint,
  invalidate,
  onClose,
}: {
  calls: WorkbookImportCalls;
  projectId: number;
  /** The dialog's title and the line above the file picker (the headers the sheet needs). */
  title: string;
  hint: string;
  invalidate: readonly QueryKey[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<WorkbookPreview | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<WorkbookImportResult | null>(null);
  // The fallback file name: the import's prefix, e.g. registration-concrete.
  const fileName = calls.display.path.replace(/\/display$/, '').replaceAll('/', '-');
  const template = useSubmit(async () => {
    const f = await workbookImportApi.template(calls, projectId);
    saveFile(f.blob, f.filename ?? `${fileName}-template.xlsx`);
  });
  const errorBook = useSubmit(async () => {
    if (!result) return;
    const f = await workbookImportApi.errors(calls, result.id);
    saveFile(f.blob, f.filename ?? `${fileName}-import-errors.xlsx`);
  });
  const check = useSubmit(async (f: File) => {
    setFile(f);
    setResult(null);
    setPreview(await workbookImportApi.preview(calls, projectId, f));
  });
  const run = useSubmit(async () => {
    if (!file) return;
    const { id } = await workbookImportApi.start(calls, projectId, file);
    setProgress(0);
    for (;;) {
      const p = await workbookImportApi.loading(id);
      setProgress(p.total ? Math.round((p.processed / p.total) * 100) : 0);
      if (p.status === 'done' || p.status === 'failed') break;
      await sleep(800);
    }
    const r = await workbookImportApi.result(id);
    setProgress(100);
    setResult(r);
    for (const queryKey of invalidate) void client.invalidateQueries({ queryKey });
  });
  return (
    <Modal open width={760} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12} data-testid="import-dialog">
        <Typography.Text type="secondary">
          {hint}{' '}
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={template.submitting}
            onClick={() => void template.submit(undefined)}
            data-testid="import-template"
          >
            {t('kit.workbookImport.template')}
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
            {file ? file.name : t('kit.workbookImport.pick')}
          </Button>
        </Upload>
        {preview && (
          <>
            <Alert
              type={preview.errorCount ? 'warning' : 'info'}
              showIcon
              title={t('kit.workbookImport.summary', {
                total: preview.total,
                valid: preview.valid,
                existing: preview.existing,
                errors: preview.errorCount,
              })}
            />
            {preview.errors.length > 0 && (
              <ResponsiveTable
                cardTitleKey="row"
                size="small"
                rowKey="row"
                pagination={{ pageSize: 8, hideOnSinglePage: true }}
                dataSource={preview.errors}
                columns={[
                  { title: t('kit.workbookImport.row'), dataIndex: 'row', width: 70 },
                  { title: t('kit.workbookImport.message'), dataIndex: 'message' },
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
                  {t('kit.workbookImport.run', { n: preview.valid - preview.existing })}
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
            title={t('kit.workbookImport.done', {
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
                  {t('kit.workbookImport.errors')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
