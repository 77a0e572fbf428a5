import './messages';
import { ScanOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { materialApi, materialKeys } from './material-inspection.api';
import { RebarTestHistory, STATUS_COLOR } from './rebar-batch-detail';

/**
 * What the scan page shows for a material sample's label (CL-…, docs/domains/witness.md "Labelled
 * specimens"): the rebar batch, its retests and verdict, for a member who may see its detail; anyone else
 * is told, as for an unknown code, that there is nothing to see (the server answers 404).
 */
export function ScannedMaterialSample({ code, onNext }: { code: string; onNext: () => void }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: [...materialKeys.all, 'scan', code],
    queryFn: () => materialApi.batchScan(code),
    retry: false,
  });
  const again = (
    <Button icon={<ScanOutlined />} onClick={onNext}>
      {t('material.scan.again')}
    </Button>
  );
  if (q.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (q.isError)
    return <Result status="404" title={t('material.scan.notFound')} subTitle={code} extra={again} />;
  const b = q.data.batch;
  return (
    <Flex vertical gap={16} data-testid="scan-result" data-code={b.sampleNo}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        title={<Typography.Text copyable>{b.sampleNo}</Typography.Text>}
        items={[
          { key: 'p', label: t('material.scan.project'), children: q.data.projectName, span: 'filled' },
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
