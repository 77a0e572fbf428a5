import { useQuery } from '@tanstack/react-query';
import { detectionCalls } from '@zhuji/shared';
import { Empty, Flex, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';

const CLASS_COLOR: Record<string, string> = { I: 'green', II: 'cyan', III: 'orange', IV: 'red' };

/** The pile's detection results and the draws that picked it (docs/domains/pile.md static pressure and dynamic testing detail). */
export function PileDetectionSection({ pileId }: { pileId: number }) {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: ['pile-detection', 'pile', pileId],
    queryFn: () => call(detectionCalls.staticDynamicDetail, { params: { id: pileId } }),
    retry: false,
  });
  if (info.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (info.isError)
    return <Typography.Text type="secondary">{t('pile.detection.unavailable')}</Typography.Text>;
  const d = info.data;
  return (
    <div data-testid="pile-detection-section">
      {d.draws.length > 0 && (
        <Flex gap={6} wrap style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('pile.detection.drawn')}：</Typography.Text>
          {d.draws.map((x) => (
            <Tag key={x.id} color="blue">
              {t(`pile.detection.category.${x.category}`)}
            </Tag>
          ))}
        </Flex>
      )}
      {d.results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pile.detection.empty')} />
      ) : (
        <Timeline
          items={d.results.map((r) => ({
            color: r.pass ? 'green' : 'red',
            content: (
              <Flex vertical gap={2}>
                <Typography.Text strong>
                  {r.testDate} · {t(`pile.detection.method.${r.method}`)}
                </Typography.Text>
                <Flex gap={4} wrap>
                  {r.integrityClass && (
                    <Tag color={CLASS_COLOR[r.integrityClass]}>
                      {t('pile.detection.integrity', { cls: r.integrityClass })}
                    </Tag>
                  )}
                  {r.bearingPass !== null && (
                    <Tag color={r.bearingPass ? 'success' : 'error'}>
                      {t(r.bearingPass ? 'pile.detection.bearingPass' : 'pile.detection.bearingFail')}
                      {r.ultimateCapacityKn ? ` · ${r.ultimateCapacityKn} kN` : ''}
                    </Tag>
                  )}
                  {r.rectificationId && <Tag color="orange">{t('pile.detection.rectification')}</Tag>}
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.labName}
                  {r.reportNo ? ` · ${r.reportNo}` : ''}
                  {r.note ? ` · ${r.note}` : ''}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
    </div>
  );
}
