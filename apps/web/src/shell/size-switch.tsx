import { ColumnHeightOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentSize } from './preferences';
import { setComponentSize, useComponentSize } from './size-store';

const SIZES: readonly ComponentSize[] = ['small', 'medium', 'large'];

export function SizeSwitch({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  const size = useComponentSize((state) => state.size);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((value) => ({ key: value, label: t(`shell.size.${value}`) })),
        onClick: ({ key }) => setComponentSize(key as ComponentSize),
      }}
    >
      <Button type="text" aria-label={t('shell.size.label')} icon={<ColumnHeightOutlined />} style={style} />
    </Dropdown>
  );
}
