import './messages';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { specimenApi, specimenKeys, tk } from './specimen.api';

const STATUS_COLOR: Record<string, string> = {
  made: 'default',
  submitted: 'blue',
  received: 'processing',
  tested: 'orange',
  reported: 'green',
};

/** The pile's test blocks (试块): groups made at its pour, their lab results and the verifiable report. */
export function PileSpecimenSection({ pileId }: { pileId: number }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: specimenKeys.pile(pileId),
    queryFn: () => specimenApi.byPile(pileId),
    retry: false,
  });
  if (q.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (q.isError) return <Typography.Text type="secondary">{t('testBlock.loadFailed')}</Typography.Text>;
  if (q.data.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('testBlock.pileSection.empty')} />;
  return (
    <div data-testid="pile-test-block-section">
      <Timeline
        items={q.data.map((s) => ({
          color: s.result ? (s.result.value === null ? 'red' : 'green') : 'gray',
          content: (
            <Flex vertical gap={2}>
              <Typography.Text strong>
                {s.sampleNo} · {s.strengthGrade} · {tk(t, `testBlock.curing.${s.curing}`)}
              </Typography.Text>
              <Flex gap={4} wrap>
                <Tag color={STATUS_COLOR[s.status]}>{tk(t, `testBlock.specimenStatus.${s.status}`)}</Tag>
                {s.result &&
                  (s.result.value === null ? (
                    <Tag color="red">{t('testBlock.specimen.invalid')}</Tag>
                  ) : (
                    <Tag color="blue">{`${s.result.value.toFixed(1)} MPa`}</Tag>
                  ))}
                {s.verifyCode && (
                  <a
                    href={`/rebarEngineering/previewDetection?code=${s.verifyCode}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {s.reportNo} · {t('testBlock.pileSection.verify')}
                  </a>
                )}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {s.makeDate} → {s.dueDate} · {s.ageDays} d · {s.cubeSize} mm
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </div>
  );
}
