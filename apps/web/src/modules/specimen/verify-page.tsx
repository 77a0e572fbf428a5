import { businessDateTimeOf, specimenCalls } from '@zhuji/shared';
import './messages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Image, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { href } from '../../api/call';
import { ResponsiveTable } from '../../kit/responsive-table';
import { CuredStays, curedWarned } from './cured-stays';
import { specimenApi } from './specimen.api';

const page = { maxWidth: 880, margin: '24px auto', padding: '0 12px' } as const;

/**
 * /rebarEngineering/previewDetection?code= — public (docs/product.md §2.1): the report a QR code points to, and
 * whether the server's signature still matches its current content (genuine and unchanged), the steps of
 * its specimens with who signed each, and where a record or the signature chain was altered.
 */
export function ReportVerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const q = useQuery({
    queryKey: ['test-block', 'verify', code],
    queryFn: () => specimenApi.verify(code),
    enabled: code.length >= 8,
    retry: false,
  });
  if (code.length < 8 || q.isError)
    return (
      <div style={page}>
        <Result status="404" title={t('verify.notFound')} />
      </div>
    );
  if (q.isPending)
    return (
      <div style={page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  const r = q.data;
  return (
    <div style={page} data-testid="report-verify">
      <Card title={t('verify.title')}>
        <Flex vertical gap={16}>
          <Alert
            type={r.genuine ? 'success' : 'error'}
            showIcon
            data-testid={r.genuine ? 'verify-genuine' : 'verify-tampered'}
            title={r.genuine ? t('verify.genuine') : t('verify.tampered')}
            description={
              r.signing.alterations.length > 0 ? (
                <div data-testid="verify-alterations">
                  <div>{t('verify.alterations')}：</div>
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {r.signing.alterations.map((a) => (
                      <li key={`${a.kind}-${a.where}`}>{a.message}</li>
                    ))}
                  </ul>
                  {r.signing.brokenAt !== null && (
                    <div>{t('verify.brokenAt', { seq: r.signing.brokenAt })}</div>
                  )}
                </div>
              ) : undefined
            }
          />
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'no', label: t('verify.reportNo'), children: r.reportNo },
              { key: 'lab', label: t('verify.lab'), children: r.labName },
              { key: 'project', label: t('verify.project'), children: r.projectName },
              {
                key: 'at',
                label: t('verify.issuedAt'),
                children: businessDateTimeOf(r.issuedAt),
              },
              { key: 'rev', label: t('verify.revision'), children: r.revision },
              { key: 'c', label: t('verify.conclusion'), children: r.conclusion || '—' },
              {
                key: 'scheme',
                label: t('verify.keyId'),
                children: (
                  <Typography.Text type="secondary">
                    {t(`verify.scheme.${r.signing.scheme}`)}
                    {r.signing.keyId ? ` · ${r.signing.keyId}` : ''}
                  </Typography.Text>
                ),
              },
            ]}
          />
          <ResponsiveTable
            cardTitleKey="sampleNo"
            size="small"
            rowKey="sampleNo"
            pagination={false}
            scroll={{ x: 640 }}
            dataSource={r.groups}
            columns={[
              { title: t('verify.sampleNo'), dataIndex: 'sampleNo' },
              { title: t('verify.location'), dataIndex: 'location' },
              { title: t('verify.grade'), dataIndex: 'strengthGrade' },
              { title: t('verify.age'), dataIndex: 'ageDays', render: (d: number) => `${d} d` },
              {
                title: t('verify.strengths'),
                dataIndex: 'strengths',
                render: (s: number[]) => s.map((x) => x.toFixed(1)).join(' / '),
              },
              {
                title: t('verify.value'),
                dataIndex: 'value',
                render: (v: number | null) =>
                  v === null ? <Tag color="red">{t('verify.invalid')}</Tag> : v.toFixed(1),
              },
            ]}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('verify.chain')}
          </Typography.Title>
          <Timeline
            data-testid="verify-chain"
            items={r.steps.map((st, i) => {
              const [version, party] = st.note.split(':');
              const what =
                st.key === 'signed' && party
                  ? `${t('verify.step.signed')} · ${t(`verify.party.${party as 'lab'}`)} (${version})`
                  : t(`verify.step.${st.key}`);
              // 标准养护: red when a curing warning touched a stay, grey when no stay is recorded (no
              // verdict; docs/domains/curing.md).
              const cured = st.key === 'cured';
              const color =
                st.verified === false || (cured && curedWarned(st.stays))
                  ? 'red'
                  : st.verified
                    ? 'green'
                    : cured && !st.stays?.length
                      ? 'gray'
                      : 'blue';
              return {
                key: i,
                color,
                content: (
                  <Flex gap={8} wrap align="center" data-testid={`verify-step-${st.key}`}>
                    <Typography.Text strong>{what}</Typography.Text>
                    {st.by && <span>{st.by}</span>}
                    {st.at && <Typography.Text type="secondary">{businessDateTimeOf(st.at)}</Typography.Text>}
                    {st.key !== 'signed' && st.note && (
                      <Typography.Text type="secondary">{st.note}</Typography.Text>
                    )}
                    {cured && (
                      <div style={{ flexBasis: '100%' }}>
                        <CuredStays stays={st.stays ?? []} sampleNos />
                      </div>
                    )}
                    {st.verified !== null && (
                      <Tag color={st.verified ? 'success' : 'error'}>
                        {st.verified ? t('verify.stepVerified') : t('verify.stepInvalid')}
                      </Tag>
                    )}
                  </Flex>
                ),
              };
            })}
          />
          {r.hasEvidence && (
            <Link to={`/onlyPicture?code=${encodeURIComponent(code)}`}>{t('verify.evidence')}</Link>
          )}
        </Flex>
      </Card>
    </div>
  );
}

/** /onlyPicture?code= — public (docs/product.md §2.1): the single evidence image of a report. */
export function OnlyPicturePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <div style={{ ...page, textAlign: 'center' }}>
      <Typography.Title level={5}>{t('verify.picture')}</Typography.Title>
      <Image
        src={href(specimenCalls.evidence, { code })}
        alt={t('verify.picture')}
        fallback="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        style={{ maxWidth: '100%' }}
      />
    </div>
  );
}
