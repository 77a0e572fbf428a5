import './messages';
import { CheckCircleFilled, ClockCircleOutlined, ScanOutlined, WarningFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  JOINT_SAMPLE_PREFIX,
  MATERIAL_SAMPLE_PREFIX,
  type ScannedSpecimen,
} from '@zhuji/shared';
import { App, Button, Card, Descriptions, Flex, Input, Result, Skeleton, Steps, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSubmit } from '../../kit/use-submit';
import { ScannedJointLot, ScannedMaterialSample } from '../material-inspection';
import { CuredStays, curedWarned } from './cured-stays';
import { QrReader } from './qr-reader';
import { ReceivedPlacement } from './received-placement';
import { specimenApi, specimenKeys, tk } from './specimen.api';

/** A label's QR code holds the address of this page with `code`; a bare number typed in works too. */
export function codeOf(text: string): string {
  const raw = text.trim();
  try {
    return new URL(raw).searchParams.get('code')?.trim() ?? raw;
  } catch {
    return raw;
  }
}

function Scanned({ data, onNext }: { data: ScannedSpecimen; onNext: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const s = data.specimen;
  const [placement, setPlacement] = useState<ScannedSpecimen['placement']>();
  const receive = useSubmit(async () => {
    const after = await specimenApi.receiveByCode(s.sampleNo);
    setPlacement(after.placement);
    client.setQueryData(specimenKeys.scan(s.sampleNo), after);
    void client.invalidateQueries({ queryKey: specimenKeys.all });
    message.success(t('testBlock.scan.received'));
  });
  const current = data.chain.findIndex((c) => !c.done);
  return (
    <Flex vertical gap={16} data-testid="scan-result" data-code={s.sampleNo}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={<Typography.Text copyable>{s.sampleNo}</Typography.Text>}
        items={[
          { key: 'p', label: t('testBlock.scan.project'), children: data.projectName, span: 'filled' },
          { key: 'part', label: t('testBlock.scan.part'), children: s.location },
          { key: 'g', label: t('testBlock.scan.grade'), children: s.strengthGrade },
          { key: 'd', label: t('testBlock.scan.sampledOn'), children: s.makeDate },
          { key: 'seal', label: t('testBlock.scan.sealNo'), children: s.sealNo || '—' },
          { key: 'w', label: t('testBlock.scan.witness'), children: s.witnessName || '—' },
          {
            key: 's',
            label: t('testBlock.scan.status'),
            children: <Tag>{tk(t, `testBlock.specimenStatus.${s.status}`)}</Tag>,
          },
        ]}
      />
      {data.canReceive && (
        <Button
          type="primary"
          size="large"
          block
          loading={receive.submitting}
          onClick={() => void receive.submit(undefined)}
          data-testid="scan-receive"
        >
          {t('testBlock.scan.receive')}
        </Button>
      )}
      {placement && (
        <ReceivedPlacement
          placement={placement}
          onPlaced={() => void client.invalidateQueries({ queryKey: specimenKeys.scan(s.sampleNo) })}
        />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('testBlock.scan.chain')}
      </Typography.Title>
      <Steps
        direction="vertical"
        size="small"
        current={current < 0 ? data.chain.length : current}
        data-testid="scan-chain"
        items={data.chain.map((c) => {
          // 标准养护: a warning that touched a stay is shown as an error step, not hidden in a finished one;
          // no stay recorded is "not recorded" (no verdict; docs/domains/curing.md).
          const warned = c.step === 'cured' && curedWarned(c.stays);
          return {
            status: warned ? 'error' : c.done ? 'finish' : 'wait',
            icon: warned ? <WarningFilled /> : c.done ? <CheckCircleFilled /> : <ClockCircleOutlined />,
            title: tk(t, `testBlock.scan.steps.${c.step}`),
            description:
              c.step === 'cured' ? (
                <div data-step={c.step} data-state={warned ? 'warned' : c.done ? 'in-range' : 'not-recorded'}>
                  <CuredStays stays={c.stays ?? []} />
                </div>
              ) : c.done ? (
                <span data-step={c.step}>
                  {[c.at ? businessDateTimeOf(c.at) : null, c.by, c.detail || null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              ) : (
                <Typography.Text type="secondary">{t('testBlock.scan.notYet')}</Typography.Text>
              ),
          };
        })}
      />
      <Button icon={<ScanOutlined />} onClick={onNext}>
        {t('testBlock.scan.again')}
      </Button>
    </Flex>
  );
}

/**
 * Menu 'inspection/scan' (hidden; the address on every test-block and material-sample label): reads a
 * label's QR code with the phone camera, or a typed number, and shows the group for the caller's role —
 * the lab receives it, everyone else sees its chain; a CL- code opens the material sample (rebar batch) and a
 * JT- code the welded-joint or splice lot, from the material-inspection module (docs/domains/witness.md).
 */
export function ScanPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  // The code's prefix says what the label is on: CL- a material sample, JT- a joint lot's specimens, else a
  // test-block group.
  const material = code.toUpperCase().startsWith(MATERIAL_SAMPLE_PREFIX);
  const joint = code.toUpperCase().startsWith(JOINT_SAMPLE_PREFIX);
  const [typed, setTyped] = useState('');
  const q = useQuery({
    queryKey: specimenKeys.scan(code),
    queryFn: () => specimenApi.scan(code),
    enabled: code.length >= 4 && !material && !joint,
    retry: false,
  });
  const open = (text: string) => {
    const c = codeOf(text);
    if (c) setParams({ code: c });
  };
  return (
    <Card title={t('testBlock.scan.title')} style={{ maxWidth: 720, margin: '0 auto' }}>
      {!code ? (
        <Flex vertical gap={16} align="center">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('testBlock.scan.hint')}
          </Typography.Paragraph>
          <QrReader onCode={open} />
          <Input.Search
            size="large"
            placeholder={t('testBlock.scan.code')}
            enterButton={t('testBlock.scan.open')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={open}
            data-testid="scan-code"
            style={{ maxWidth: 420 }}
          />
        </Flex>
      ) : material || joint ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
          {material ? (
            <ScannedMaterialSample code={code} onNext={() => setParams({})} />
          ) : (
            <ScannedJointLot code={code} onNext={() => setParams({})} />
          )}
        </Suspense>
      ) : q.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : q.isError ? (
        <Result
          status="404"
          title={t('testBlock.scan.notFound')}
          subTitle={code}
          extra={<Button onClick={() => setParams({})}>{t('testBlock.scan.again')}</Button>}
        />
      ) : (
        <Scanned data={q.data} onNext={() => setParams({})} />
      )}
    </Card>
  );
}
