import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type JointLotItem,
  LOT_VERDICTS,
  SLEEVE_FORMS,
  SPLICE_GRADES,
  WELD_JOINT_KINDS,
  WELD_LOT_RULES,
} from '@zhuji/shared';
import {
  App,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelPdfButton } from '../../kit/label-pdf-button';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { useOption, usePileOptions } from './batch-options';
import { materialApi, materialKeys } from './material-inspection.api';
import { pagedTableProps } from './paged-table';
import { VERDICT_COLOR } from './verdict-color';

type Category = 'welding' | 'sleeve';

interface Tensile {
  strength?: number | null;
  location?: string;
  mode?: string;
  breaksIn?: string;
}

interface LotForm {
  lotNo: string;
  jointKind?: string;
  sleeveForm?: string;
  spliceGrade?: string;
  barGrade: string;
  diameterMm: number;
  jointCount: number;
  floorFrom?: number | null;
  floorTo?: number | null;
  pileIds?: number[];
  operator?: string;
  horizontal?: boolean;
  reportNo?: string;
  testDate?: Dayjs | null;
  remark?: string;
  tensile: Tensile[];
  bend: (number | null)[];
  retestTensile: Tensile[];
  retestBend: (number | null)[];
}

/** Rows with a strength are sent; an all-empty set means "not tested yet". */
const filled = (rows: Tensile[] | undefined) =>
  (rows ?? []).some((r) => r.strength !== undefined && r.strength !== null) ? (rows ?? []) : [];
const widths = (rows: (number | null)[] | undefined) =>
  (rows ?? []).some((w) => w !== null && w !== undefined) ? (rows ?? []).map((w) => w ?? 0) : [];

function SpecimenRows({ name, n, category }: { name: string; n: number; category: Category }) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields) =>
        fields.slice(0, n).map((f) => (
          <Row key={f.key} gutter={8}>
            <Col span={8}>
              <Form.Item name={[f.name, 'strength']}>
                <InputNumber
                  min={0}
                  max={3000}
                  placeholder={t('material.joint.strength')}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            {category === 'welding' ? (
              <>
                <Col span={8}>
                  <Form.Item name={[f.name, 'location']}>
                    <Select
                      options={(['parent', 'haz', 'weld'] as const).map((v) => ({
                        value: v,
                        label: t(`material.joint.locations.${v}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name={[f.name, 'mode']}>
                    <Select
                      options={(['ductile', 'brittle'] as const).map((v) => ({
                        value: v,
                        label: t(`material.joint.modes.${v}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
              </>
            ) : (
              <Col span={16}>
                <Form.Item name={[f.name, 'breaksIn']}>
                  <Select
                    options={(['bar', 'splice'] as const).map((v) => ({
                      value: v,
                      label: t(`material.joint.breaks.${v}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            )}
          </Row>
        ))
      }
    </Form.List>
  );
}

function BendRows({ name, n }: { name: string; n: number }) {
  return (
    <Form.List name={name}>
      {(fields) => (
        <Flex gap={8} wrap>
          {fields.slice(0, n).map((f) => (
            <Form.Item key={f.key} name={f.name} style={{ marginBottom: 8 }}>
              <InputNumber min={0} max={50} step={0.1} style={{ width: 90 }} />
            </Form.Item>
          ))}
        </Flex>
      )}
    </Form.List>
  );
}

function LotDrawer({
  projectId,
  category,
  lot,
  onClose,
}: {
  projectId: number;
  category: Category;
  lot?: JointLotItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<LotForm>();
  const option = useOption();
  const piles = usePileOptions(projectId);
  const kind = Form.useWatch('jointKind', form) as keyof typeof WELD_LOT_RULES | undefined;
  const rule = kind ? WELD_LOT_RULES[kind] : undefined;
  const weld = { location: 'parent', mode: 'ductile' };
  const blank = (n: number, row: object) => Array.from({ length: n }, () => ({ ...row }));
  const save = useSubmit(async (v: LotForm) => {
    const common = {
      projectId,
      ...(lot ? { id: lot.id } : {}),
      lotNo: v.lotNo,
      barGrade: v.barGrade,
      diameterMm: v.diameterMm,
      jointCount: v.jointCount,
      floorFrom: v.floorFrom ?? null,
      floorTo: v.floorTo ?? null,
      pileIds: v.pileIds ?? [],
      operator: v.operator ?? '',
      reportNo: v.reportNo ?? '',
      testDate: v.testDate ? v.testDate.format('YYYY-MM-DD') : null,
      remark: v.remark ?? '',
    };
    const body =
      category === 'welding'
        ? {
            ...common,
            jointKind: v.jointKind,
            horizontal: v.horizontal ?? false,
            tensile: filled(v.tensile).map(({ strength, location, mode }) => ({ strength, location, mode })),
            bend: widths(v.bend),
            retestTensile: filled(v.retestTensile).map(({ strength, location, mode }) => ({
              strength,
              location,
              mode,
            })),
            retestBend: widths(v.retestBend),
          }
        : {
            ...common,
            sleeveForm: v.sleeveForm,
            spliceGrade: v.spliceGrade,
            specimens: filled(v.tensile).map(({ strength, breaksIn }) => ({ strength, breaksIn })),
            retestSpecimens: filled(v.retestTensile).map(({ strength, breaksIn }) => ({
              strength,
              breaksIn,
            })),
          };
    await materialApi.saveLot(category, body);
    message.success(t('material.saved'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
    onClose();
  });
  const row = category === 'welding' ? weld : { breaksIn: 'bar' };
  const pad = <T,>(rows: T[] | undefined, n: number, fill: T) => [
    ...(rows ?? []),
    ...Array.from({ length: Math.max(0, n - (rows?.length ?? 0)) }, () => fill),
  ];
  const initial = lot
    ? {
        ...lot,
        sleeveForm: lot.jointKind,
        spliceGrade: lot.spliceGrade ?? 'I',
        testDate: lot.testDate ? dayjs(lot.testDate) : null,
        tensile: pad<Tensile>(category === 'welding' ? lot.tensile : lot.specimens, 3, { ...row }),
        bend: pad<number | null>(lot.bend, 3, null),
        retestTensile: pad<Tensile>(category === 'welding' ? lot.retestTensile : lot.retestSpecimens, 6, {
          ...row,
        }),
        retestBend: pad<number | null>(lot.retestBend, 6, null),
      }
    : {
        jointKind: 'flashButt',
        sleeveForm: 'straightThread',
        spliceGrade: 'I',
        barGrade: 'HRB400',
        diameterMm: 25,
        tensile: blank(3, row),
        bend: [null, null, null],
        retestTensile: blank(6, row),
        retestBend: Array(6).fill(null),
      };
  const retestDue = lot?.tensileVerdict === 'retest' || lot?.bendVerdict === 'retest';
  return (
    <Drawer
      open
      width={640}
      title={lot ? `${lot.lotNo}` : t('material.joint.new')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{t('material.cancel')}</Button>
          <Button type="primary" loading={save.submitting} onClick={() => form.submit()}>
            {t('material.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save.submit(v)}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="lotNo" label={t('material.joint.lotNo')} rules={[{ required: true }]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          {category === 'welding' ? (
            <Col span={12}>
              <Form.Item
                name="jointKind"
                label={t('material.joint.jointKind')}
                extra={rule ? t('material.joint.lotSize', { n: rule.lotSize }) : undefined}
              >
                <Select
                  options={WELD_JOINT_KINDS.map((k) => ({ value: k, label: t(`material.joint.kinds.${k}`) }))}
                />
              </Form.Item>
            </Col>
          ) : (
            <>
              <Col span={6}>
                <Form.Item name="sleeveForm" label={t('material.joint.sleeveForm')}>
                  <Select
                    options={SLEEVE_FORMS.map((k) => ({ value: k, label: t(`material.joint.forms.${k}`) }))}
                  />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name="spliceGrade" label={t('material.joint.spliceGrade')}>
                  <Select options={SPLICE_GRADES.map((g) => ({ value: g, label: g }))} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={8}>
            <Form.Item name="barGrade" label={t('material.joint.barGrade')}>
              <Select options={(option?.grades ?? []).map((g) => ({ value: g.grade, label: g.grade }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="diameterMm" label={t('material.joint.diameterMm')}>
              <Select options={(option?.diameters ?? []).map((d) => ({ value: d, label: `Φ${d}` }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="jointCount" label={t('material.joint.jointCount')} rules={[{ required: true }]}>
              <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="floorFrom" label={t('material.joint.floorFrom')}>
              <InputNumber min={-10} max={200} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="floorTo" label={t('material.joint.floorTo')}>
              <InputNumber min={-10} max={200} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="operator" label={t('material.joint.operator')}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="pileIds" label={t('material.joint.piles')}>
          <Select mode="multiple" options={piles} optionFilterProp="label" allowClear />
        </Form.Item>
        {category === 'welding' && kind === 'gasPressure' && (
          <Form.Item name="horizontal" valuePropName="checked">
            <Checkbox>{t('material.joint.horizontal')}</Checkbox>
          </Form.Item>
        )}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="reportNo" label={t('material.joint.reportNo')}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="testDate" label={t('material.joint.testDate')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>
          {t(category === 'welding' ? 'material.joint.tensile' : 'material.joint.specimens')}
        </Typography.Text>
        <SpecimenRows name="tensile" n={3} category={category} />
        {category === 'welding' && (rule?.bend ?? 0) > 0 && (
          <>
            <Typography.Text strong>{t('material.joint.bend')}</Typography.Text>
            <BendRows name="bend" n={3} />
          </>
        )}
        {retestDue && (
          <>
            <Typography.Text strong>
              {t(category === 'welding' ? 'material.joint.retestTensile' : 'material.joint.retestSpecimens')}
            </Typography.Text>
            <SpecimenRows name="retestTensile" n={6} category={category} />
            {category === 'welding' && lot?.bendVerdict === 'retest' && (
              <>
                <Typography.Text strong>{t('material.joint.retestBend')}</Typography.Text>
                <BendRows name="retestBend" n={6} />
              </>
            )}
          </>
        )}
      </Form>
    </Drawer>
  );
}

export function JointsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [category, setCategory] = useState<Category>('welding');
  const [verdict, setVerdict] = useState<(typeof LOT_VERDICTS)[number] | undefined>();
  const [page, setPage] = useState({ page: 1, limit: 20 });
  const [editing, setEditing] = useState<JointLotItem | 'new' | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const list = useQuery({
    queryKey: [...materialKeys.all, 'lots', projectId, category, verdict, page],
    queryFn: () => materialApi.lots(category, { proId: projectId, verdict, ...page }),
  });
  const remove = async (id: number) => {
    await materialApi.deleteLot(category, id);
    message.success(t('material.removed'));
    void client.invalidateQueries({ queryKey: materialKeys.all });
  };
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap justify="space-between">
        <Space wrap>
          <Segmented<Category>
            value={category}
            onChange={(c) => {
              setCategory(c);
              setSelected([]);
              setPage((p) => ({ ...p, page: 1 }));
            }}
            options={[
              { value: 'welding', label: t('material.joint.welding') },
              { value: 'sleeve', label: t('material.joint.sleeve') },
            ]}
          />
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('material.joint.verdict')}
            options={LOT_VERDICTS.map((v) => ({ value: v, label: t(`material.verdict.${v}`) }))}
            onChange={setVerdict}
          />
        </Space>
        <Space wrap>
          {(['a4', 'thermal'] as const).map((format) => (
            <Can action="detail" key={format}>
              <LabelPdfButton
                fetchPdf={(f) => materialApi.jointLabelsPdf(projectId, selected, f)}
                format={format}
                text={t(format === 'a4' ? 'material.batch.labelsA4' : 'material.batch.labelsThermal')}
                disabled={selected.length === 0}
                testId={`joint-labels-${format}`}
              />
            </Can>
          ))}
          <Can action="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('material.joint.new')}
            </Button>
          </Can>
        </Space>
      </Flex>
      <ResponsiveTable<JointLotItem>
        cardTitleKey="lotNo"
        size="small"
        rowKey="id"
        {...pagedTableProps(list, page, (p, limit) => setPage({ page: p, limit }))}
        scroll={{ x: 1070 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={[
          {
            title: t('material.joint.lotNo'),
            dataIndex: 'lotNo',
            render: (v: string, r) => <Typography.Link onClick={() => setEditing(r)}>{v}</Typography.Link>,
          },
          {
            title: t('material.batch.sampleNo'),
            dataIndex: 'sampleNo',
            // Read and typed whole, as the rebar batches' codes: one line each.
            width: 170,
            render: (code: string) => (
              <span style={{ whiteSpace: 'nowrap' }} data-testid={`joint-code-${code}`}>
                {code}
              </span>
            ),
          },
          {
            title: t(category === 'welding' ? 'material.joint.jointKind' : 'material.joint.sleeveForm'),
            dataIndex: 'jointKind',
            render: (k: string, r) =>
              `${
                category === 'welding'
                  ? t(`material.joint.kinds.${k as (typeof WELD_JOINT_KINDS)[number]}`)
                  : t(`material.joint.forms.${k as (typeof SLEEVE_FORMS)[number]}`)
              }${r.spliceGrade ? ` · ${r.spliceGrade}` : ''}`,
          },
          {
            title: t('material.joint.barGrade'),
            key: 'bar',
            render: (_, r) => `${r.barGrade} Φ${r.diameterMm}`,
          },
          {
            title: t('material.joint.jointCount'),
            dataIndex: 'jointCount',
            align: 'right',
            render: (n: number, r) => `${n} / ${r.lotSize}`,
          },
          {
            title: t('material.joint.floors'),
            key: 'floors',
            render: (_, r) => (r.floorFrom === null ? t('material.none') : `${r.floorFrom} ~ ${r.floorTo}`),
          },
          {
            title: t('material.joint.piles'),
            dataIndex: 'pileNos',
            ellipsis: true,
            render: (p: string[]) => p.join('、') || t('material.none'),
          },
          {
            title: t('material.joint.verdict'),
            dataIndex: 'verdict',
            render: (v: JointLotItem['verdict']) => (
              <Tag color={VERDICT_COLOR[v]}>{t(`material.verdict.${v}`)}</Tag>
            ),
          },
          { title: t('material.joint.basis'), dataIndex: 'basis', ellipsis: true },
          {
            title: '',
            key: 'actions',
            render: (_, r) => (
              <Can action="remove">
                <Popconfirm title={t('material.removeConfirm')} onConfirm={() => void remove(r.id)}>
                  <Button size="small" type="link" danger>
                    {t('material.remove')}
                  </Button>
                </Popconfirm>
              </Can>
            ),
          },
        ]}
      />
      {editing && (
        <LotDrawer
          projectId={projectId}
          category={category}
          lot={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
