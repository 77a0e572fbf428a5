import { useQuery } from '@tanstack/react-query';
import { type CallData, projectCalls } from '@zhuji/shared';
import { Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/call';

export type CompanyOption = CallData<typeof projectCalls.compNameList>[number];

/** GET /api/project/getCompNameList — active companies of a type whose name matches (at most 50). */
const fetchCompanies = (compType: number | undefined, keyword: string) =>
  call(projectCalls.compNameList, { query: { compType, keyword: keyword || undefined } });

interface Props<V extends string | number> {
  /** Company type (1 contractor, 2 owner, 3 supervisor, 4 surveyor, 5 designer …); all when absent. */
  compType?: number;
  /** What the form stores: the company id or its credit code. */
  valueKey: 'id' | 'creditCode';
  value?: V;
  onChange?: (value: V | undefined) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A registered, active company chosen by typing part of its name; shows the credit code beside the
 * name so two similar names are told apart.
 */
export function CompanyPicker<V extends string | number>({
  compType,
  valueKey,
  value,
  onChange,
  disabled,
  placeholder,
}: Props<V>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search.trim());
  const { data, isFetching } = useQuery({
    queryKey: ['kit', 'companies', compType ?? null, keyword],
    queryFn: () => fetchCompanies(compType, keyword),
    staleTime: 60_000,
  });
  return (
    <Select<V>
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      disabled={disabled}
      value={value}
      onChange={(next) => onChange?.(next)}
      loading={isFetching}
      placeholder={placeholder ?? t('kit.companyPlaceholder')}
      notFoundContent={isFetching ? t('shell.view.loading') : t('kit.noCompany')}
      options={(data ?? []).map((c) => ({
        value: c[valueKey] as V,
        label: (
          <span>
            {c.name}
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
              {c.creditCode}
            </Typography.Text>
          </span>
        ),
      }))}
    />
  );
}
