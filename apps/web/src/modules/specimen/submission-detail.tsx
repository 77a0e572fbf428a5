import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpecimenItem, SubmitDetail } from '@zhuji/shared';
import { businessDateTimeOf } from '@zhuji/shared';
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Skeleton,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTodayDayjs } from '../../kit/business-day';
import { saveFile } from '../../kit/resource/resource-api';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { SignaturePanel } from '../signature';
import { specimenApi, specimenKeys, tk } from './specimen.api';

type Triple = [number | null, number | null, number | null];

export const SUBMIT_STATUS_COLOR: Record<string, string> = {
  submitted: 'default',
  received: 'processing',
  tested: 'warning',
  reported: 'success',
};

/** The three cube strengths and the representative value of a group. */
export function ResultCell({ s }: { s: SpecimenItem }) {
  const { t } = useTranslation();
  if (!s.result) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text type="secondary">
        {s.result.strengths.map((x) => x.toFixed(1)).join(' / ')}
      </Typography.Text>
      {s.result.value === null ? (
        <Tag color="red">{t('testBlock.specimen.invalid')}</Tag>
      ) : (
        <Typography.Text strong>{s.result.value.toFixed(1)}</Typography.Text>
      )}
    </Flex>
  );
}

function AmendDialog({
  s,
  onClose,
  onDone,
}: {
  s: SpecimenItem;
  onClose: () => void;
  onDone: (d: SubmitDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useSubmit(async (v: { a: number; b: number; c: number; reason: string }) => {
    const d = await specimenApi.amend({ specimenId: s.id, strengths: [v.a, v.b, v.c], reason: v.reason });
    message.success(t('testBlock.lab.amended', { n: d.report?.revision ?? 1 }));
    onDone(d);
    onClose();
  });
  const [a, b, c] = s.result?.strengths ?? [];
  return (
    <Modal
      open
      title={`${t('testBlock.lab.amendTitle')} · ${s.sampleNo}`}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.submitting}
      okText={t('testBlock.pour.save')}
      cancelText={t('testBlock.pour.cancel')}
    >
      <Form form={form} layout="vertical" initialValues={{ a, b, c }} onFinish={(v) => void save.submit(v)}>
        <Space>
          {(['a', 'b', 'c'] as const).map((k) => (
            <Form.Item key={k} name={k} rules={[{ required: true }]}>
              <InputNumber min={0.1} max={200} precision={1} style={{ width: 100 }} />
            </Form.Item>
          ))}
        </Space>
        <Form.Item name="reason" label={t('testBlock.lab.reason')} rules={[{ required: true, min: 4 }]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="amend-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The lab's result entry: three strengths per group and the test date. */
function ResultsForm({ d, onDone }: { d: SubmitDetail; onDone: (d: SubmitDetail) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [values, setValues] = useState<Record<number, Triple>>(() =>
    Object.fromEntries(
      d.specimens.map((s) => [s.id, (s.result?.strengths as Triple | undefined) ?? [null, null, null]]),
    ),
  );
  const [testDate, setTestDate] = useState<Dayjs>(businessTodayDayjs());
  const save = useSubmit(async () => {
    const rows = d.specimens.map((s) => ({ s, v: values[s.id] ?? [null, null, null] }));
    if (rows.some(({ v }) => v.some((x) => x === null))) {
      message.warning(t('testBlock.lab.incomplete'));
      return;
    }
    const next = await specimenApi.results({
      id: d.id,
      results: rows.map(({ s, v }) => ({
        specimenId: s.id,
        strengths: v as [number, number, number],
        testDate: testDate.format('YYYY-MM-DD'),
      })),
    });
    message.success(t('testBlock.lab.resultsSaved'));
    onDone(next);
  });
  return (
    <Flex vertical gap={8} data-testid="results-form">
      <Space>
        <Typography.Text>{t('testBlock.lab.testDate')}</Typography.Text>
        <DatePicker value={testDate} onChange={(v) => v && setTestDate(v)} allowClear={false} />
      </Space>
      <ResponsiveTable
        cardTitleKey="sampleNo"
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={d.specimens}
        columns={[
          { title: t('testBlock.specimen.sampleNo'), dataIndex: 'sampleNo' },
          { title: t('testBlock.pour.grade'), dataIndex: 'strengthGrade' },
          { title: t('testBlock.pour.cubeSize'), dataIndex: 'cubeSize' },
          {
            title: t('testBlock.specimen.strengths'),
            key: 'v',
            render: (_: unknown, s: SpecimenItem) => (
              <Space size={4}>
                {[0, 1, 2].map((i) => (
                  <InputNumber
                    key={i}
                    size="small"
                    min={0.1}
                    max={200}
                    precision={1}
                    style={{ width: 78 }}
                    data-testid={`strength-${s.sampleNo}-${i}`}
                    value={values[s.id]?.[i] ?? null}
                    onChange={(x) =>
                      setValues((all) => {
                        const row: Triple = [...(all[s.id] ?? [null, null, null])] as Triple;
                        row[i] = x ?? null;
                        return { ...all, [s.id]: row };
                      })
                    }
                  />
                ))}
              </Space>
            ),
          },
        ]}
      />
      <div>
        <Button
          type="primary"
          loading={save.submitting}
          onClick={() => void save.submit(undefined)}
          data-testid="save-results"
        >
          {t('testBlock.lab.saveResults')}
        </Button>
      </div>
    </Flex>
  );
}

/** The report as a PDF with the drawn signatures, PDF-signed by the platform. */
function ReportPdfButton({ id, no }: { id: number; no: string }) {
  const { t } = useTranslation();
  const fetchPdf = useSubmit(async () => {
    const file = await specimenApi.reportPdf(id);
    saveFile(file.blob, file.filename ?? `${no}.pdf`);
  });
  return (
    <Button
      size="small"
      loading={fetchPdf.submitting}
      onClick={() => void fetchPdf.submit(undefined)}
      data-testid="report-pdf"
    >
      {t('testBlock.report.pdf')}
    </Button>
  );
}

function ReportBlock({ d }: { d: SubmitDetail }) {
  const { t } = useTranslation();
  if (!d.report) return null;
  return (
    <Flex gap={16} align="center" wrap data-testid="report-block">
      <Image src={d.report.qr} width={120} preview={false} alt={t('testBlock.report.scan')} />
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'no',
            label: t('testBlock.report.no'),
            children: <span data-testid="report-no">{d.report.reportNo}</span>,
          },
          {
            key: 'at',
            label: t('testBlock.report.issuedAt'),
            children: businessDateTimeOf(d.report.issuedAt),
          },
          { key: 'rev', label: t('testBlock.report.revision'), children: d.report.revision },
          {
            key: 'pdf',
            label: t('testBlock.report.pdfLabel'),
            children: <ReportPdfButton id={d.id} no={d.report.reportNo} />,
          },
          {
            key: 'open',
            label: t('testBlock.report.scan'),
            children: (
              <a href={d.report.verifyUrl} target="_blank" rel="noreferrer" data-testid="report-verify-link">
                {t('testBlock.report.open')}
              </a>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** A submission with its groups, results, report and amendments; the lab also gets its actions. */
export function SubmissionDrawer({ id, lab, onClose }: { id: number; lab: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const q = useQuery({ queryKey: specimenKeys.detail(id), queryFn: () => specimenApi.detail(id) });
  const [amending, setAmending] = useState<SpecimenItem | null>(null);
  const [conclusion, setConclusion] = useState('');
  const [evidence, setEvidence] = useState<{ id: string; name: string } | null>(null);
  const done = (d: SubmitDetail) => {
    client.setQueryData(specimenKeys.detail(id), d);
    void client.invalidateQueries({ queryKey: specimenKeys.all });
    // An amendment opens a new version to sign: the signing panel reads it again.
    void client.invalidateQueries({ queryKey: ['signature'] });
  };
  const receive = useSubmit(async () => {
    done(await specimenApi.receive(id));
    message.success(t('testBlock.lab.received'));
  });
  const issue = useSubmit(async () => {
    done(
      await specimenApi.report({
        id,
        conclusion: conclusion || t('testBlock.lab.conclusionDefault'),
        ...(evidence ? { evidenceFileId: evidence.id } : {}),
      }),
    );
    message.success(t('testBlock.lab.issued'));
  });
  const d = q.data;
  return (
    <Drawer
      open
      width={860}
      onClose={onClose}
      title={d ? `${t('testBlock.submit.detail')} · ${d.submitNo}` : ''}
      destroyOnHidden
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} data-testid="submission-detail">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'p', label: t('testBlock.submit.project'), children: d.projectName },
              { key: 'l', label: t('testBlock.submit.lab'), children: d.labName },
              {
                key: 's',
                label: t('testBlock.submit.status'),
                children: (
                  <Tag color={SUBMIT_STATUS_COLOR[d.status]} data-testid="submission-status">
                    {tk(t, `testBlock.submitStatus.${d.status}`)}
                  </Tag>
                ),
              },
              {
                key: 'b',
                label: t('testBlock.submit.submittedBy'),
                children: `${d.submittedBy} · ${businessDateTimeOf(d.submittedAt)}`,
              },
              { key: 'r', label: t('testBlock.submit.remark'), children: d.remark || '—' },
              { key: 'w', label: t('testBlock.submit.witnessed'), children: `${d.witnessed} / ${d.groups}` },
            ]}
          />
          {lab && d.status === 'submitted' && (
            <div>
              <Button
                type="primary"
                loading={receive.submitting}
                onClick={() => void receive.submit(undefined)}
                data-testid="receive"
              >
                {t('testBlock.lab.receive')}
              </Button>
            </div>
          )}
          {lab && (d.status === 'received' || d.status === 'tested') ? (
            <ResultsForm d={d} onDone={done} />
          ) : (
            <ResponsiveTable
              cardTitleKey="sampleNo"
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={d.specimens}
              columns={[
                { title: t('testBlock.specimen.sampleNo'), dataIndex: 'sampleNo' },
                {
                  title: t('testBlock.specimen.pile'),
                  key: 'pile',
                  render: (_: unknown, s: SpecimenItem) => s.pileNo ?? s.location,
                },
                { title: t('testBlock.pour.grade'), dataIndex: 'strengthGrade' },
                { title: t('testBlock.pour.age'), dataIndex: 'ageDays' },
                {
                  title: t('testBlock.specimen.result'),
                  key: 'r',
                  render: (_: unknown, s: SpecimenItem) => <ResultCell s={s} />,
                },
                ...(lab && d.report
                  ? [
                      {
                        title: '',
                        key: 'a',
                        render: (_: unknown, s: SpecimenItem) => (
                          <Button size="small" onClick={() => setAmending(s)}>
                            {t('testBlock.lab.amend')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          )}
          {lab && d.status === 'tested' && (
            <Flex gap={8} align="center" wrap>
              <Input
                style={{ maxWidth: 420 }}
                placeholder={t('testBlock.lab.conclusionDefault')}
                value={conclusion}
                onChange={(e) => setConclusion(e.target.value)}
                addonBefore={t('testBlock.lab.conclusion')}
              />
              <Upload
                accept="image/*"
                showUploadList={false}
                customRequest={async ({ file, onSuccess, onError }) => {
                  try {
                    const stored = await specimenApi.uploadEvidence(file as Blob);
                    setEvidence(stored);
                    onSuccess?.(stored);
                  } catch (error) {
                    onError?.(error as Error);
                  }
                }}
              >
                <Button>
                  {evidence
                    ? `${t('testBlock.lab.evidence')} · ${evidence.name}`
                    : t('testBlock.lab.evidence')}
                </Button>
              </Upload>
              <Button
                type="primary"
                loading={issue.submitting}
                onClick={() => void issue.submit(undefined)}
                data-testid="issue-report"
              >
                {t('testBlock.lab.issue')}
              </Button>
            </Flex>
          )}
          <ReportBlock d={d} />
          {d.report && (
            <Suspense fallback={null}>
              <SignaturePanel type="test-report" id={d.report.id} />
            </Suspense>
          )}
          {d.amendments.length > 0 && (
            <ResponsiveTable
              cardTitleKey="sampleNo"
              size="small"
              rowKey="id"
              pagination={false}
              title={() => t('testBlock.lab.amendments')}
              dataSource={d.amendments}
              columns={[
                { title: t('testBlock.specimen.sampleNo'), dataIndex: 'sampleNo' },
                {
                  title: '',
                  key: 'c',
                  render: (_: unknown, a: SubmitDetail['amendments'][number]) =>
                    `${a.before.join(' / ')} → ${a.after.join(' / ')}`,
                },
                { title: t('testBlock.lab.reason'), dataIndex: 'reason' },
                {
                  title: '',
                  key: 'u',
                  render: (_: unknown, a: SubmitDetail['amendments'][number]) =>
                    `${a.userName} · ${businessDateTimeOf(a.createdAt)}`,
                },
              ]}
            />
          )}
          {amending && <AmendDialog s={amending} onClose={() => setAmending(null)} onDone={done} />}
        </Flex>
      )}
    </Drawer>
  );
}
