import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Region, regionsQuery } from '../../kit/region-cascader';

/** Province and city names by code ('33' 浙江省, '3301' 杭州市), from the region data the kit loads. */
export function useRegionNames() {
  const regions = useQuery(regionsQuery);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const p of regions.data ?? []) {
      names.set(p.code, p.name);
      for (const c of p.children ?? []) names.set(c.code, `${p.name}${c.name}`);
    }
    return (code: string) => names.get(code) ?? code;
  }, [regions.data]);
}

/** The tree cut at the city: service regions are whole provinces or cities. */
const toCities = (regions: Region[]): Region[] =>
  regions.map((p) => ({ ...p, children: (p.children ?? []).map(({ children: _, ...c }) => c) }));

/** Several provinces or cities; the value is their codes (a whole province is its own code). */
export function ServiceRegionPicker({
  value,
  onChange,
}: {
  value?: string[];
  onChange?: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery);
  const options = useMemo(() => toCities(regions.data ?? []), [regions.data]);
  // The cascader's value is each choice's path: ['33'] for a province, ['33', '3301'] for a city.
  const paths = (value ?? []).map((code) => (code.length === 2 ? [code] : [code.slice(0, 2), code]));
  return (
    <Cascader<Region, 'code'>
      multiple
      value={paths}
      onChange={(chosen) => onChange?.(chosen.map((path) => String(path[path.length - 1])))}
      options={options}
      loading={regions.isPending}
      showCheckedStrategy={Cascader.SHOW_PARENT}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      placeholder={t('kit.region.placeholder')}
      showSearch={{ filter: (input, path) => path.some((r) => r.name.includes(input.trim())) }}
      maxTagCount="responsive"
      style={{ width: '100%' }}
      data-testid="supplier-profile-regions"
    />
  );
}

/** One province or city to search by; the value is its code. */
export function RegionFilter({ value, onChange }: { value?: string; onChange: (code?: string) => void }) {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery);
  const options = useMemo(() => toCities(regions.data ?? []), [regions.data]);
  const path = value ? (value.length === 2 ? [value] : [value.slice(0, 2), value]) : undefined;
  return (
    <Cascader<Region, 'code'>
      changeOnSelect
      allowClear
      value={path}
      onChange={(chosen) => onChange(chosen?.length ? String(chosen[chosen.length - 1]) : undefined)}
      options={options}
      loading={regions.isPending}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      placeholder={t('supplier.search.region')}
      showSearch={{ filter: (input, p) => p.some((r) => r.name.includes(input.trim())) }}
      style={{ width: 200 }}
      data-testid="supplier-region-filter"
    />
  );
}
