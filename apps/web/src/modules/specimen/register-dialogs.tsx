import './messages';
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { featureEnabled, type LabelFormat } from '@zhuji/shared';
import { App, Button, Flex, Form, Input, Modal, Select, Skeleton, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabelPdfButton as KitLabelPdfButton } from '../../kit/label-pdf-button';
import { useSubmit } from '../../kit/use-submit';
import { setShowSubmitNumber, useSession, useSessionStore } from '../../session/session-store';
import { specimenApi, specimenKeys, tk } from './specimen.api';

/** Downloads the label sheet PDF (A4 3 × 8 grid, or one 50 × 30 mm thermal label a page). */
function LabelPdfButton({
  projectId,
  ids,
  format,
}: {
  projectId: number;
  ids: number[];
  format: LabelFormat;
}) {
  const { t } = useTranslation();
  return (
    <KitLabelPdfButton
      fetchPdf={(f) => specimenApi.labelsPdf(projectId, ids, f)}
      format={format}
      text={t(format === 'a4' ? 'testBlock.labels.pdfA4' : 'testBlock.labels.pdfThermal')}
      testId={`labels-pdf-${format}`}
    />
  );
}

export function LabelsDialog({
  projectId,
  ids,
  onClose,
}: {
  projectId: number;
  ids: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['test-block', 'labels', ids],
    queryFn: () => specimenApi.labels(projectId, ids),
  });
  return (
    <Modal
      open
      width={820}
      title={t('testBlock.labels.title')}
      onCancel={onClose}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <LabelPdfButton projectId={projectId} ids={ids} format="a4" />
          <LabelPdfButton projectId={projectId} ids={ids} format="thermal" />
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('testBlock.labels.print')}
          </Button>
        </Flex>
      }
    >
      {!q.data ? (
        <Skeleton active />
      ) : (
        <div
          className="test-block-labels"
          data-testid="labels-sheet"
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 8 }}
        >
          {q.data.map((l) => (
            <Flex key={l.id} gap={8} style={{ border: '1px dashed #999', padding: 8, breakInside: 'avoid' }}>
              <img src={l.qr} width={88} height={88} alt={l.sampleNo} />
              <Flex vertical style={{ fontSize: 12 }}>
                <strong data-testid="label-no">{l.sampleNo}</strong>
                <span>
                  {l.strengthGrade} · {tk(t, `testBlock.curing.${l.curing}`)} · {l.cubeSize} mm
                </span>
                <span>{l.location}</span>
                <span>
                  {l.makeDate} → {t('testBlock.labels.due')} {l.dueDate}
                </span>
                <span style={{ color: '#888' }}>{l.projectName}</span>
              </Flex>
            </Flex>
          ))}
        </div>
      )}
    </Modal>
  );
}

export function SubmitDialog({
  projectId,
  ids,
  onClose,
}: {
  projectId: number;
  ids: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const labs = useQuery({ queryKey: ['test-block', 'labs'], queryFn: specimenApi.labs });
  const number = useQuery({
    queryKey: ['test-block', 'number', projectId],
    queryFn: () => specimenApi.submitNumber(projectId),
  });
  const [form] = Form.useForm<{ labId: number; remark: string }>();
  const { user } = useSession();
  const noticeSwitch = useSubmit(async (on: boolean) => {
    setShowSubmitNumber((await specimenApi.showSubmitNumber(on)).showSubmitNumber);
  });
  const save = useSubmit(async (v: { labId: number; remark?: string }) => {
    const d = await specimenApi.submit({
      proId: projectId,
      labId: v.labId,
      specimenIds: ids,
      remark: v.remark ?? '',
    });
    // docs/product.md §4: the notice with the submit number, unless the user switched it off.
    message.success(
      useSessionStore.getState().user?.showSubmitNumber === false
        ? t('testBlock.submit.doneQuiet')
        : t('testBlock.submit.done', { no: d.submitNo }),
    );
    void client.invalidateQueries({ queryKey: specimenKeys.all });
    onClose();
  });
  return (
    <Modal
      open
      title={`${t('testBlock.submit.title')}（${ids.length}）`}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('testBlock.specimen.submit')}
      cancelText={t('testBlock.pour.cancel')}
      okButtonProps={{ 'data-testid': 'submit-save' } as Record<`data-${string}`, string>}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item label={t('testBlock.submit.number')}>
          <Typography.Text code>{number.data ?? '…'}</Typography.Text>
        </Form.Item>
        <Form.Item name="labId" label={t('testBlock.submit.lab')} rules={[{ required: true }]}>
          <Select
            data-testid="submit-lab"
            options={(labs.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
            loading={labs.isPending}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('testBlock.submit.remark')}>
          <Input maxLength={200} />
        </Form.Item>
        {featureEnabled('submitNumberSwitch', user.version) && (
          <Form.Item label={t('testBlock.submit.numberNotice')} style={{ marginBottom: 0 }}>
            <Switch
              data-testid="submit-number-notice"
              checked={user.showSubmitNumber}
              loading={noticeSwitch.submitting}
              onChange={(on) => void noticeSwitch.submit(on)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
