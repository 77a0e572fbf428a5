import { useQuery } from '@tanstack/react-query';
import { buildingCalls } from '@zhuji/shared';
import { Alert, DatePicker, Select, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';

const FORMAT = 'YYYY-MM-DD HH:mm';

/** A site time as 'YYYY-MM-DD HH:mm' (the contract's wire form), picked to the minute. */
export function DateTimeInput({
  value,
  onChange,
  disabled,
}: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const parsed = value ? dayjs(value, FORMAT) : null;
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format={FORMAT}
      placeholder={FORMAT}
      disabled={disabled}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format(FORMAT) : '')}
      style={{ width: '100%' }}
    />
  );
}

/** The project's buildings (楼栋 from 工程概况) to pick a pour's building from. */
export function BuildingSelect({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const buildings = useQuery({
    queryKey: ['resource', 'project/architecture', projectId, 'main-body-options'],
    queryFn: () => call(buildingCalls.list, { query: { proId: projectId, limit: 50 } }),
  });
  return (
    <Select
      allowClear
      loading={buildings.isLoading}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? '')}
      placeholder={t('kit.selectPlaceholder', { label: t('mainBody.pour.fields.buildNumber') })}
      options={(buildings.data?.list ?? []).map((b) => ({
        value: b.buildNumber,
        label: b.name ? `${b.buildNumber}（${b.name}）` : b.buildNumber,
      }))}
    />
  );
}

/** A tag saying a rule is quoted from memory and not yet checked against the standard. */
export function UnconfirmedTag() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('mainBody.unconfirmedHint')}>
      <Tag color="orange" style={{ marginInlineStart: 4 }}>
        {t('mainBody.unconfirmed')}
      </Tag>
    </Tooltip>
  );
}

/** The judging rules of a page, each line with its "unconfirmed" mark where it applies. */
export function RulesNote({
  title,
  lines,
}: {
  title: string;
  lines: { text: string; unconfirmed?: boolean }[];
}) {
  return (
    <Alert
      type="info"
      showIcon
      message={title}
      description={
        <Space direction="vertical" size={2}>
          {lines.map((l) => (
            <span key={l.text}>
              {l.text}
              {l.unconfirmed && <UnconfirmedTag />}
            </span>
          ))}
        </Space>
      }
    />
  );
}

export const stack = (children: ReactNode) => (
  <Space direction="vertical" size={16} style={{ width: '100%' }}>
    {children}
  </Space>
);
