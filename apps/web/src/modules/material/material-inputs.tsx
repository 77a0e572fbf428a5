import { useQuery } from '@tanstack/react-query';
import { COMPANY_TYPE, type MaterialDeliveryItem, materialLedgerCalls, projectCalls } from '@zhuji/shared';
import { AutoComplete, Form, Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { PhotoUpload } from '../../kit/photo-upload';
import { resourceApi, resourceKeys } from '../../kit/resource/resource-api';
import { useSession } from '../../session/session-store';

const DELIVERY_API = 'material/delivery';
const useProjectId = () => useSession().user.currentProject?.id ?? 0;

/** The approved plan lines of the current project, with what each has left to plan for delivery. */
export function usePlanOptions() {
  const projectId = useProjectId();
  return useQuery({
    queryKey: ['resource', 'material/plan', projectId, 'options'],
    queryFn: () => call(materialLedgerCalls.planOptions, { query: { proId: projectId } }),
    enabled: projectId > 0,
  });
}

/** An approved plan line, by its number: the material, its specification and what is left of it. */
export function PlanSelect({
  withRemaining = true,
  ...props
}: {
  /** Show what each line has left to plan for delivery (not for a departure, which goes by stock). */
  withRemaining?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const options = usePlanOptions();
  return (
    <Select
      {...props}
      // A new form holds '' (the text type's empty value): no choice yet, so the placeholder shows.
      value={props.value || undefined}
      showSearch={{ optionFilterProp: 'search' }}
      loading={options.isLoading}
      placeholder={t('materialLedger.planPick')}
      notFoundContent={t('materialLedger.noApprovedPlan')}
      data-testid="material-plan-select"
      options={options.data?.map((o) => {
        const unit = t(`materialLedger.unit.${o.unit}`);
        const name = `${o.planNo} ${t(`materialLedger.category.${o.category}`)} ${o.specification}`;
        return {
          value: o.planNo,
          search: name,
          label: (
            <span>
              {name}{' '}
              {withRemaining && (
                <Typography.Text type="secondary">
                  {t('materialLedger.remainingOf', {
                    remaining: o.remaining,
                    planned: o.plannedQuantity,
                    unit,
                  })}
                </Typography.Text>
              )}
            </span>
          ),
        };
      })}
    />
  );
}

/** A delivery plan of the line chosen in the same form (optional: a receipt may go against the line). */
export function DeliverySelect(props: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  const form = Form.useFormInstance();
  const planNo = Form.useWatch('planNo', form) as string | undefined;
  const plan = usePlanOptions().data?.find((o) => o.planNo === planNo);
  const params = { page: 1, limit: 50, filters: { planId: plan?.id } };
  const deliveries = useQuery({
    queryKey: resourceKeys.list(DELIVERY_API, projectId, params),
    queryFn: () => resourceApi<MaterialDeliveryItem>(DELIVERY_API).list(projectId, params),
    enabled: projectId > 0 && plan !== undefined,
  });
  return (
    <Select
      {...props}
      value={props.value || undefined}
      allowClear
      onClear={() => props.onChange?.('')}
      disabled={props.disabled || !plan}
      loading={deliveries.isLoading && plan !== undefined}
      placeholder={t(plan ? 'materialLedger.deliveryPick' : 'materialLedger.planFirst')}
      notFoundContent={t('materialLedger.noDelivery')}
      options={deliveries.data?.list.map((d) => ({
        value: d.deliveryNo,
        label: `${d.deliveryNo} ${d.supplierName} ${d.deliveryDate} ${d.quantity}${t(`materialLedger.unit.${d.unit}`)}`,
      }))}
    />
  );
}

/** The supplier: a registered supplier company offered as one types, or any name as written. */
export function SupplierInput(props: {
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search.trim());
  const suppliers = useQuery({
    queryKey: ['kit', 'companies', COMPANY_TYPE.SUPPLIER, keyword],
    queryFn: () =>
      call(projectCalls.compNameList, {
        query: { compType: COMPANY_TYPE.SUPPLIER, keyword: keyword || undefined },
      }),
    staleTime: 60_000,
  });
  return (
    <AutoComplete
      {...props}
      onSearch={setSearch}
      maxLength={50}
      placeholder={t('materialLedger.supplierPlaceholder')}
      options={(suppliers.data ?? []).map((c) => ({ value: c.name }))}
    />
  );
}

/** The receipt's photos (delivery note, weighbridge ticket, the load), uploaded for the project. */
export function ReceiptPhotos({ value, onChange }: { value?: unknown; onChange?: (refs: string[]) => void }) {
  const { t } = useTranslation();
  const projectId = useProjectId();
  return (
    <PhotoUpload
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={onChange}
      projectId={projectId}
      label={t('materialLedger.receipt.photosAdd')}
    />
  );
}
