import './messages';
import { ScanOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { SLEEVE_FORMS, WELD_JOINT_KINDS } from '@zhuji/shared';
import { Button, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { materialApi, materialKeys } from './material-inspection.api';
import { RebarTestHistory, STATUS_COLOR } from './rebar-batch-detail';
import { VERDICT_COLOR } from './verdict-color';

/**
 * The scan query of a material label, its loading skeleton and its 404 (an unknown code and a record the
 * caller may not see answer alike), and the button to scan the next label.
 */
function useScannedLabel<T>(
  key: string,
  code: string,
  fetch: (code: string) => Promise<T>,
  onNext: () => void,
) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [...materialKeys.all, key, code],
    queryFn: () => fetch(code),
    retry: false,
  });
  const again = (
    <Button icon={<ScanOutlined />} onClick={onNext}>
      {t('material.scan.again')}
    </Button>
  );
  const fallback = q.isPending ? (
    <Skeleton active paragraph={{ rows: 8 }} />
  ) : q.isError ? (
    <Result status="404" title={t('material.scan.notFound')} subTitle={code} extra={again} />
  ) : null;
  return { data: q.data, again, fallback };
}

/**
 * What the scan page shows for a material sample's label (CL-…, docs/domains/witness.md "Labelled
 * specimens"): the rebar batch, its retests and verdict, for a member who may see its detail; anyone else
 * is told, as for an unknown code, that there is nothing to see (the server answers 404).
 */
export function ScannedMaterialSample({ code, onNext }: { code: string; onNext: () => void }) {
  const { t } = useTranslation();
  const { data, again, fallback } = useScannedLabel('scan', code, materialApi.batchScan, onNext);
  if (fallback || !data) return fallback;
  const b = data.batch;
  return (
    <Flex vertical gap={16} data-testid="scan-result" data-code={b.sampleNo}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={<Typography.Text copyable>{b.sampleNo}</Typography.Text>}
        items={[
          { key: 'p', label: t('material.scan.project'), children: data.projectName, span: 'filled' },
          { key: 'no', label: t('material.batch.batchNo'), children: b.batchNo },
          { key: 'g', label: t('material.batch.grade'), children: `${b.grade} Φ${b.diameterMm}` },
          { key: 'heat', label: t('material.batch.heatNo'), children: b.heatNo },
          { key: 't', label: t('material.batch.tonnage'), children: b.tonnage },
          { key: 'm', label: t('material.batch.manufacturer'), children: b.manufacturer },
          { key: 'd', label: t('material.batch.arrivalDate'), children: b.arrivalDate },
          {
            key: 's',
            label: t('material.batch.status'),
            children: (
              <Tag color={STATUS_COLOR[b.status]} data-testid="scan-material-status">
                {t(`material.status.${b.status}`)}
              </Tag>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>{t('material.test.history')}</Typography.Title>
      <RebarTestHistory tests={b.tests} />
      {again}
    </Flex>
  );
}

/**
 * What the scan page shows for a welded-joint or splice lot's label (JT-…, docs/domains/witness.md "Labelled
 * specimens"): the lot, its kind, joints and verdict, for a member who may see its detail; anyone else is
 * told, as for an unknown code, that there is nothing to see (the server answers 404).
 */
export function ScannedJointLot({ code, onNext }: { code: string; onNext: () => void }) {
  const { t } = useTranslation();
  const { data, again, fallback } = useScannedLabel('joint-scan', code, materialApi.jointScan, onNext);
  if (fallback || !data) return fallback;
  const l = data.lot;
  const welding = l.category === 'welding';
  const kind = welding
    ? t(`material.joint.kinds.${l.jointKind as (typeof WELD_JOINT_KINDS)[number]}`)
    : t(`material.joint.forms.${l.jointKind as (typeof SLEEVE_FORMS)[number]}`);
  const none = t('material.none');
  return (
    <Flex vertical gap={16} data-testid="scan-result" data-code={l.sampleNo}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={<Typography.Text copyable>{l.sampleNo}</Typography.Text>}
        items={[
          { key: 'p', label: t('material.scan.project'), children: data.projectName, span: 'filled' },
          { key: 'no', label: t('material.joint.lotNo'), children: l.lotNo },
          {
            key: 'k',
            label: t(welding ? 'material.joint.jointKind' : 'material.joint.sleeveForm'),
            children: `${t(welding ? 'material.joint.welding' : 'material.joint.sleeve')} · ${kind}${
              l.spliceGrade ? ` · ${l.spliceGrade}` : ''
            }`,
          },
          { key: 'g', label: t('material.joint.barGrade'), children: `${l.barGrade} Φ${l.diameterMm}` },
          { key: 'n', label: t('material.joint.jointCount'), children: `${l.jointCount} / ${l.lotSize}` },
          {
            key: 'f',
            label: t('material.joint.floors'),
            children: l.floorFrom === null ? none : `${l.floorFrom} ~ ${l.floorTo}`,
          },
          { key: 'piles', label: t('material.joint.piles'), children: l.pileNos.join('、') || none },
          { key: 'op', label: t('material.joint.operator'), children: l.operator || none },
          {
            key: 'v',
            label: t('material.joint.verdict'),
            children: (
              <Tag color={VERDICT_COLOR[l.verdict]} data-testid="scan-joint-verdict">
                {t(`material.verdict.${l.verdict}`)}
              </Tag>
            ),
          },
          { key: 'b', label: t('material.joint.basis'), children: l.basis || none },
          { key: 'r', label: t('material.joint.reportNo'), children: l.reportNo || none },
          { key: 'd', label: t('material.joint.testDate'), children: l.testDate ?? none },
        ]}
      />
      {again}
    </Flex>
  );
}
