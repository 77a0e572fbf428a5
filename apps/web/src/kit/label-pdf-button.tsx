import { FilePdfOutlined } from '@ant-design/icons';
import type { LabelFormat } from '@zhuji/shared';
import { Button } from 'antd';
import type { Download } from '../api/request';
import { saveFile } from './resource/resource-api';
import { useSubmit } from './use-submit';

/**
 * Downloads a QR label sheet PDF (A4 3 × 8 grid, or one 50 × 30 mm thermal label a page) from the
 * module's labels call: test-block groups and material samples (docs/domains/witness.md "Labelled
 * specimens"). The module gives the text, so its own locale names the sheet.
 */
export function LabelPdfButton({
  fetchPdf,
  format,
  text,
  disabled,
  testId,
}: {
  fetchPdf: (format: LabelFormat) => Promise<Download>;
  format: LabelFormat;
  text: string;
  disabled?: boolean;
  testId: string;
}) {
  const go = useSubmit(async () => {
    const file = await fetchPdf(format);
    saveFile(file.blob, file.filename ?? `labels-${format}.pdf`);
  });
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={go.submitting}
      disabled={disabled}
      onClick={() => void go.submit(undefined)}
      data-testid={testId}
    >
      {text}
    </Button>
  );
}
