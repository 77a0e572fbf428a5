import './messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  businessDateTimeOf,
  hasThreshold,
  WARNING_THRESHOLDS,
  type WarningConfig,
  type WarningConfigUpdate,
  type WarningRule,
  type WarningRuleItem,
} from '@zhuji/shared';
import { Alert, App, Button, Card, Flex, InputNumber, Result, Select, Space, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../kit/permission-gate';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useRoleName } from '../../kit/role-name';
import { useDirtyGuard } from '../../kit/use-dirty-guard';
import { useSubmit } from '../../kit/use-submit';
import { warningApi, warningKeys } from './warning.api';

type Setting = Pick<WarningRuleItem, 'enabled' | 'threshold' | 'notifyRoles'>;
type Draft = Partial<Record<WarningRule, Setting>>;

const same = (a: Setting, b: Setting) =>
  a.enabled === b.enabled &&
  a.threshold === b.threshold &&
  a.notifyRoles.length === b.notifyRoles.length &&
  a.notifyRoles.every((r) => b.notifyRoles.includes(r));

function ConfigForm({ projectId, config }: { projectId: number; config: WarningConfig }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canUpdate = useCan('update');
  const [draft, setDraft] = useState<Draft>({});
  const current = (item: WarningRuleItem): Setting => draft[item.rule] ?? item;
  const changed = useMemo(
    () => config.rules.filter((item) => draft[item.rule] && !same(draft[item.rule]!, item)),
    [config, draft],
  );
  useDirtyGuard(changed.length > 0);
  const edit = (item: WarningRuleItem, patch: Partial<Setting>) =>
    setDraft((d) => ({ ...d, [item.rule]: { ...current(item), ...patch } }));
  const roleName = useRoleName();
  const roleOptions = config.roles.map((r) => ({ value: r.id, label: roleName(r) }));

  const saving = useSubmit(async () => {
    if (changed.length === 0) {
      message.info(t('warning.config.nothingChanged'));
      return;
    }
    const body: WarningConfigUpdate = {
      projectId,
      rules: changed.map((item) => {
        const next = current(item);
        return {
          rule: item.rule,
          enabled: next.enabled,
          ...(hasThreshold(item.rule) ? { threshold: next.threshold } : {}),
          notifyRoles: next.notifyRoles,
        };
      }),
    };
    const saved = await warningApi.updateConfig(body);
    queryClient.setQueryData(warningKeys.config(projectId), saved);
    // The abnormal list follows the new settings at once.
    await queryClient.invalidateQueries({ queryKey: [...warningKeys.all, 'abnormal'] });
    setDraft({});
    message.success(t('warning.config.saved'));
  });

  return (
    <Card
      title={t('warning.config.title')}
      extra={
        canUpdate ? (
          <Space>
            <Button
              disabled={changed.length === 0}
              onClick={() => setDraft({})}
              data-testid="warning-config-reset"
            >
              {t('warning.config.reset')}
            </Button>
            <Button
              type="primary"
              loading={saving.submitting}
              disabled={changed.length === 0}
              onClick={() => void saving.submit(undefined)}
              data-testid="warning-config-save"
            >
              {t('warning.config.save')}
            </Button>
          </Space>
        ) : null
      }
    >
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('warning.config.intro')}</Typography.Text>
        {canUpdate ? null : <Alert type="info" showIcon title={t('warning.config.readOnly')} />}
        <Alert type="warning" showIcon title={t('warning.config.notifyNote')} />
      </Flex>
      <ResponsiveTable<WarningRuleItem>
        cardTitleKey="rule"
        rowKey="rule"
        size="middle"
        pagination={false}
        data-testid="warning-config-table"
        dataSource={config.rules}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('warning.config.column.rule'),
            dataIndex: 'rule',
            width: 240,
            render: (rule: WarningRule) => (
              <div>
                <Typography.Text strong>{t(`warning.rule.${rule}`)}</Typography.Text>
                <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
                  {t(`warning.ruleHelp.${rule}`)}
                </Typography.Paragraph>
              </div>
            ),
          },
          {
            title: t('warning.config.column.enabled'),
            key: 'enabled',
            width: 80,
            render: (_, item) => (
              <Switch
                checked={current(item).enabled}
                disabled={!canUpdate}
                onChange={(enabled) => edit(item, { enabled })}
                data-testid={`warning-enabled-${item.rule}`}
              />
            ),
          },
          {
            title: t('warning.config.column.threshold'),
            key: 'threshold',
            width: 200,
            render: (_, item) => {
              if (!hasThreshold(item.rule))
                return <Typography.Text type="secondary">{t('warning.config.noThreshold')}</Typography.Text>;
              const range = WARNING_THRESHOLDS[item.rule];
              const unit = t(`warning.config.unit.${range.unit}`);
              return (
                <div>
                  <InputNumber
                    min={range.min}
                    max={range.max}
                    precision={0}
                    value={current(item).threshold}
                    disabled={!canUpdate || !current(item).enabled}
                    suffix={unit}
                    style={{ width: 120 }}
                    onChange={(v) => edit(item, { threshold: typeof v === 'number' ? v : null })}
                    data-testid={`warning-threshold-${item.rule}`}
                  />
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('warning.config.range', { min: range.min, max: range.max, unit })}
                    </Typography.Text>
                  </div>
                </div>
              );
            },
          },
          {
            title: t('warning.config.column.notifyRoles'),
            key: 'notifyRoles',
            width: 260,
            render: (_, item) => (
              <Select
                mode="multiple"
                allowClear
                style={{ width: '100%', minWidth: 200 }}
                placeholder={t('warning.config.notifyPlaceholder')}
                disabled={!canUpdate}
                value={current(item).notifyRoles}
                options={roleOptions}
                optionFilterProp="label"
                maxTagCount="responsive"
                onChange={(notifyRoles: number[]) => edit(item, { notifyRoles })}
              />
            ),
          },
          {
            title: t('warning.config.column.updated'),
            key: 'updated',
            width: 170,
            render: (_, item) =>
              item.saved && item.updatedAt ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('warning.config.updated', {
                    name: item.updatedByName ?? '—',
                    at: businessDateTimeOf(item.updatedAt),
                  })}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('warning.config.defaults')}
                </Typography.Text>
              ),
          },
        ]}
      />
    </Card>
  );
}

function Config({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const config = useQuery({
    queryKey: warningKeys.config(projectId),
    queryFn: () => warningApi.config(projectId),
    // A refetch on focus would not lose the draft, but would move the "last change" under the user.
    refetchOnWindowFocus: false,
  });
  if (config.isError && !config.data)
    return (
      <Card>
        <Result
          status="warning"
          title={t('warning.config.loadFailed')}
          extra={<Button onClick={() => void config.refetch()}>{t('warning.config.retry')}</Button>}
        />
      </Card>
    );
  if (!config.data) return <Card loading title={t('warning.config.title')} />;
  // Another project starts a fresh draft.
  return <ConfigForm key={projectId} projectId={projectId} config={config.data} />;
}

/** 预警配置: which rules run, their thresholds and who is told; the project's managers change them. */
export function WarningConfigPage() {
  return <WithCurrentProject>{(projectId) => <Config projectId={projectId} />}</WithCurrentProject>;
}
