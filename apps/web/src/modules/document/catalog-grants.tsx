import './messages';
import { DeleteOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentGrantEntry, DocumentGrantItem, DocumentGrantLevel } from '@zhuji/shared';
import {
  Alert,
  App,
  Button,
  Drawer,
  Empty,
  List,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { documentApi } from './document.api';
import { LoadError } from './document-common';

// 权限设置 of a catalogue (docs/domains/document.md "Sharing a catalogue"): pick members or roles, read or
// write; the drawer shows what the catalogue inherits while it has no grants of its own. Saving replaces
// the catalogue's own grants in one call; the server decides and checks everything again.

const LEVELS: DocumentGrantLevel[] = ['read', 'write'];
const keyOf = (g: Pick<DocumentGrantEntry, 'kind' | 'id'>) => `${g.kind}:${g.id}`;

function GrantName({ grant }: { grant: DocumentGrantItem }) {
  const { t } = useTranslation();
  return (
    <Space size={6}>
      {grant.kind === 'user' ? <UserOutlined /> : <TeamOutlined />}
      <Typography.Text>{grant.name}</Typography.Text>
      <Tag>{t(`document.grant.kind.${grant.kind}`)}</Tag>
    </Space>
  );
}

export function CatalogGrantsDrawer({
  projectId,
  catalogId,
  onClose,
}: {
  projectId: number;
  catalogId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const view = useQuery({
    queryKey: ['document', projectId, 'grants', catalogId],
    queryFn: () => documentApi.grants(catalogId ?? 0),
    enabled: catalogId !== null,
  });
  const [grants, setGrants] = useState<DocumentGrantItem[]>([]);
  const [picked, setPicked] = useState<string>();
  const [level, setLevel] = useState<DocumentGrantLevel>('read');
  useEffect(() => {
    if (view.data) setGrants(view.data.grants);
  }, [view.data]);

  const data = view.data;
  const options = data
    ? [
        {
          label: t('document.grant.members'),
          options: data.members.map((m) => ({
            value: `user:${m.id}`,
            label: `${m.name}（${m.roles.join('、')}）`,
          })),
        },
        {
          label: t('document.grant.roles'),
          options: data.roles.map((r) => ({ value: `role:${r.id}`, label: r.name })),
        },
      ].map((group) => ({
        ...group,
        options: group.options.filter((o) => !grants.some((g) => keyOf(g) === o.value)),
      }))
    : [];
  const add = () => {
    if (!data || !picked) return;
    const [kind, raw] = picked.split(':') as ['user' | 'role', string];
    const id = Number(raw);
    const name =
      kind === 'user'
        ? data.members.find((m) => m.id === id)?.name
        : data.roles.find((r) => r.id === id)?.name;
    setGrants((list) => [...list, { kind, id, level, name: name ?? '' }]);
    setPicked(undefined);
  };
  const save = useSubmit(async (_: undefined) => {
    if (catalogId === null) return;
    await documentApi.setGrants(
      catalogId,
      grants.map(({ kind, id, level }) => ({ kind, id, level })),
    );
    message.success(t('document.grant.saved'));
    await client.invalidateQueries({ queryKey: ['document', projectId] });
    onClose();
  });
  const levelSelect = (
    value: DocumentGrantLevel,
    onChange: (v: DocumentGrantLevel) => void,
    testId: string,
  ) => (
    <Select<DocumentGrantLevel>
      value={value}
      onChange={onChange}
      style={{ width: 110 }}
      options={LEVELS.map((l) => ({ value: l, label: t(`document.grant.level.${l}`) }))}
      data-testid={testId}
    />
  );

  return (
    <Drawer
      open={catalogId !== null}
      onClose={onClose}
      destroyOnHidden
      width={520}
      title={data ? t('document.grant.titleOf', { name: data.catalogName }) : t('document.grant.title')}
      styles={{ wrapper: { maxWidth: '100vw' } }}
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('document.grant.cancel')}</Button>
          <Button
            type="primary"
            loading={save.submitting}
            disabled={!data}
            onClick={() => save.submit(undefined)}
            data-testid="grant-save"
          >
            {t('document.grant.save')}
          </Button>
        </Space>
      }
    >
      <div
        data-testid="grant-drawer"
        data-state={view.isFetching ? 'loading' : view.isError ? 'error' : 'ready'}
      >
        {view.isError ? (
          <LoadError onRetry={() => view.refetch()} />
        ) : !data ? (
          <Spin style={{ display: 'block', margin: '48px auto' }} />
        ) : (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Alert
              type={grants.length ? 'warning' : 'info'}
              showIcon
              message={
                grants.length
                  ? t('document.grant.restricted')
                  : data.inherited
                    ? t('document.grant.inherits', { name: data.inherited.catalogName })
                    : t('document.grant.open')
              }
              description={
                !grants.length && data.inherited ? (
                  <Space wrap size={[4, 4]}>
                    {data.inherited.grants.map((g) => (
                      <Tag key={keyOf(g)}>
                        {g.name} · {t(`document.grant.level.${g.level}`)}
                      </Tag>
                    ))}
                  </Space>
                ) : (
                  t('document.grant.managersSee')
                )
              }
            />
            <Space.Compact style={{ width: '100%' }}>
              <Select
                showSearch
                optionFilterProp="label"
                value={picked}
                onChange={setPicked}
                options={options}
                placeholder={t('document.grant.pick')}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="grant-picker"
              />
              {levelSelect(level, setLevel, 'grant-new-level')}
              <Button type="primary" disabled={!picked} onClick={add} data-testid="grant-add">
                {t('document.grant.add')}
              </Button>
            </Space.Compact>
            <List
              bordered
              dataSource={grants}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('document.grant.none')} />
                ),
              }}
              renderItem={(g) => (
                <List.Item
                  data-testid={`grant-${g.name}`}
                  actions={[
                    levelSelect(
                      g.level,
                      (v) =>
                        setGrants((list) =>
                          list.map((x) => (keyOf(x) === keyOf(g) ? { ...x, level: v } : x)),
                        ),
                      `grant-level-${g.name}`,
                    ),
                    <Popconfirm
                      key="remove"
                      title={t('document.grant.removeConfirm', { name: g.name })}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => setGrants((list) => list.filter((x) => keyOf(x) !== keyOf(g)))}
                    >
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('document.grant.remove')}
                      />
                    </Popconfirm>,
                  ]}
                >
                  <GrantName grant={g} />
                </List.Item>
              )}
            />
          </Space>
        )}
      </div>
    </Drawer>
  );
}
