import { Button, Descriptions, Drawer, Flex, Grid, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldView } from './field-types';
import { useResourceDetail } from './resource-api';
import type { ResourceConfig, ResourceField, ResourceSlots } from './resource-config';

interface Props<Item extends { id: number }> {
  config: ResourceConfig<Item>;
  id: number;
  slots?: ResourceSlots<Item>;
  onClose(): void;
}

/** The detail of one row, read anew from the server, in the resource's sections. */
export function ResourceDetail<Item extends { id: number }>({ config, id, slots, onClose }: Props<Item>) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const { data: item, isPending, isError, refetch } = useResourceDetail<Item>(config.api, id);
  const sections = config.sections ?? [{ key: '', title: undefined }];
  const firstSection = sections[0]?.key ?? '';
  const inSection = (field: ResourceField<Item>, key: string) =>
    field.detail !== false && (field.section ?? firstSection) === key;

  return (
    <Drawer
      open
      size={screens.md ? 640 : '100%'}
      title={t('kit.detailTitle', { title: t(config.title) })}
      onClose={onClose}
      data-testid={`${config.name}-detail`}
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : isError || !item ? (
        <Result
          status="warning"
          title={t('kit.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('kit.retry')}</Button>}
        />
      ) : (
        <Flex vertical gap={24}>
          {sections.map((section) => (
            <Descriptions
              key={section.key}
              title={section.title ? t(section.title) : undefined}
              bordered
              size="small"
              column={1}
              styles={{ label: { width: 160 } }}
              items={config.fields
                .filter((field) => inSection(field, section.key))
                .map((field) => ({
                  key: field.key,
                  label: t(field.label),
                  children: fieldView(field as ResourceField<never>).display(
                    item[field.key],
                    field as ResourceField<never>,
                    t,
                  ),
                }))}
            />
          ))}
          {slots?.detailExtra?.(item)}
        </Flex>
      )}
    </Drawer>
  );
}
