import { LoginOutlined } from '@ant-design/icons';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { businessDateTimeOf } from '@zhuji/shared';
import { App, Button, DatePicker, Empty, Flex, Form, Modal, Popconfirm, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { type CuringStay, curingApi, curingKeys } from './curing.api';

/** The groups kept in the room (in and out times); groups go in with the add action, out with update. */
export function StaysTab({ roomId, query }: { roomId: number; query: UseQueryResult<CuringStay[]> }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [assigning, setAssigning] = useState(false);
  const refresh = () =>
    Promise.all(
      [curingKeys.stays(roomId), curingKeys.candidates(roomId)].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  const { submit: moveOut } = useSubmit(async (stay: CuringStay) => {
    await curingApi.moveOut({ roomId, ids: [stay.id], outAt: new Date().toISOString() });
    message.success(t('curing.stays.movedOut'));
    await refresh();
  });
  return (
    <>
      <Can action="add">
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <Button icon={<LoginOutlined />} onClick={() => setAssigning(true)} data-testid="curing-assign">
            {t('curing.stays.assign')}
          </Button>
        </Flex>
      </Can>
      <ResponsiveTable<CuringStay>
        cardTitleKey="sampleNo"
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={query.data}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty description={t('curing.stays.empty')} /> }}
        data-testid="curing-stays"
        columns={[
          { title: t('curing.stays.sampleNo'), dataIndex: 'sampleNo', width: 160 },
          { title: t('curing.stays.grade'), dataIndex: 'strengthGrade', width: 70 },
          { title: t('curing.stays.location'), dataIndex: 'location', width: 100 },
          { title: t('curing.stays.inAt'), render: (_, s) => businessDateTimeOf(s.inAt), width: 140 },
          {
            title: t('curing.stays.outAt'),
            width: 140,
            render: (_, s) =>
              s.outAt ? businessDateTimeOf(s.outAt) : <Tag color="green">{t('curing.stays.inside')}</Tag>,
          },
          {
            title: '',
            width: 70,
            render: (_, s) =>
              s.outAt ? null : (
                <Can action="update">
                  <Popconfirm
                    title={t('curing.stays.moveOutTitle')}
                    description={t('curing.stays.moveOutConfirm', { sampleNo: s.sampleNo })}
                    onConfirm={() => moveOut(s)}
                  >
                    <Button type="link" size="small">
                      {t('curing.stays.moveOut')}
                    </Button>
                  </Popconfirm>
                </Can>
              ),
          },
        ]}
      />
      {assigning && (
        <Assign
          roomId={roomId}
          onClose={() => setAssigning(false)}
          onDone={async () => {
            await refresh();
            setAssigning(false);
          }}
        />
      )}
    </>
  );
}

function Assign({
  roomId,
  onClose,
  onDone,
}: {
  roomId: number;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ specimenIds: number[]; inAt: Dayjs }>();
  const candidates = useQuery({
    queryKey: curingKeys.candidates(roomId),
    queryFn: () => curingApi.candidates(roomId),
  });
  const { submit, submitting } = useSubmit(async (v: { specimenIds: number[]; inAt: Dayjs }) => {
    const { count } = await curingApi.assign({
      roomId,
      specimenIds: v.specimenIds,
      inAt: v.inAt.toISOString(),
    });
    message.success(t('curing.stays.assigned', { count }));
    await onDone();
  });
  return (
    <Modal
      open
      title={t('curing.stays.assignTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ inAt: dayjs().second(0).millisecond(0) }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="specimenIds" label={t('curing.stays.specimens')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            loading={candidates.isPending}
            placeholder={t('curing.stays.specimensPlaceholder')}
            notFoundContent={
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('curing.stays.noCandidates')} />
            }
            optionFilterProp="label"
            options={(candidates.data ?? []).map((s) => ({
              value: s.id,
              label: `${s.sampleNo} · ${s.strengthGrade} · ${s.location}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="inAt" label={t('curing.stays.inAt')} rules={[{ required: true }]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
