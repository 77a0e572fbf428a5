import { PlusOutlined } from '@ant-design/icons';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { businessDateTimeOf, type CuringReadingItem } from '@zhuji/shared';
import { App, Button, DatePicker, Empty, Flex, Form, InputNumber, Modal, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../kit/permission-gate';
import { ResponsiveTable } from '../../kit/responsive-table';
import { useSubmit } from '../../kit/use-submit';
import { type CuringReadingList, curingApi, curingKeys } from './curing.api';

interface Entry {
  at: Dayjs;
  temperature: number;
  humidity: number;
}

/** The period's readings, newest first, and (with the add action) a reading typed by hand. */
export function ReadingsTab({ roomId, query }: { roomId: number; query: UseQueryResult<CuringReadingList> }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => [...(query.data?.readings ?? [])].reverse(), [query.data]);
  return (
    <>
      <Can action="add">
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="curing-reading-add">
            {t('curing.readings.add')}
          </Button>
        </Flex>
      </Can>
      <ResponsiveTable<CuringReadingItem>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={t('curing.readings.empty')} /> }}
        data-testid="curing-readings"
        columns={[
          { title: t('curing.readings.at'), render: (_, r) => businessDateTimeOf(r.at), width: 150 },
          { title: t('curing.readings.temperature'), render: (_, r) => r.temperature.toFixed(1), width: 100 },
          { title: t('curing.readings.humidity'), render: (_, r) => r.humidity.toFixed(1), width: 100 },
          {
            title: t('curing.readings.source'),
            width: 80,
            render: (_, r) => t(r.source === 'device' ? 'curing.readings.device' : 'curing.readings.manual'),
          },
          {
            title: t('curing.readings.status'),
            width: 80,
            render: (_, r) => (
              <Tag color={r.outOfRange ? 'red' : 'green'}>
                {t(r.outOfRange ? 'curing.room.outOfRange' : 'curing.room.inRange')}
              </Tag>
            ),
          },
        ]}
      />
      {adding && <AddReading roomId={roomId} onClose={() => setAdding(false)} />}
    </>
  );
}

function AddReading({ roomId, onClose }: { roomId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Entry>();
  const { submit, submitting } = useSubmit(async (v: Entry) => {
    const result = await curingApi.addReadings({
      roomId,
      readings: [{ at: v.at.toISOString(), temperature: v.temperature, humidity: v.humidity }],
    });
    if (result.accepted === 0) message.warning(t('curing.readings.duplicate'));
    else if (result.warnings > 0) message.warning(t('curing.readings.addedWarning', result));
    else message.success(t('curing.readings.added', result));
    await Promise.all(
      [curingKeys.readings(roomId), curingKeys.excursions(roomId)].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
    onClose();
  });
  return (
    <Modal
      open
      title={t('curing.readings.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form<Entry>
        form={form}
        layout="vertical"
        initialValues={{ at: dayjs().second(0).millisecond(0), temperature: 20, humidity: 96 }}
        onFinish={(v) => void submit(v)}
        data-testid="curing-reading-form"
      >
        <Form.Item name="at" label={t('curing.readings.at')} rules={[{ required: true }]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="temperature" label={t('curing.readings.temperature')} rules={[{ required: true }]}>
          <InputNumber min={-40} max={80} step={0.1} precision={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="humidity" label={t('curing.readings.humidity')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} step={0.1} precision={1} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
