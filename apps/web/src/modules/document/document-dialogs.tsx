import './messages';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_LIMITS, type DocumentCatalogNode, type DocumentItem } from '@zhuji/shared';
import { App, Button, Form, Input, Modal, Select, TreeSelect, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { documentApi } from './document.api';
import { treeSelectData } from './document-common';

export function UploadModal({
  projectId,
  catalog,
  open,
  onClose,
}: {
  projectId: number;
  catalog: DocumentCatalogNode | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<{ title?: string; category?: string }>();
  const categories = useQuery({
    queryKey: ['document', 'categories'],
    queryFn: documentApi.categories,
    enabled: open,
  });
  const { submitting, submit } = useSubmit(async (values: { title?: string; category?: string }) => {
    if (!catalog) return;
    if (!file) {
      message.warning(t('document.uploadNeedFile'));
      return;
    }
    await documentApi.upload(projectId, catalog.id, file, values.title?.trim() || undefined, values.category);
    message.success(t('document.uploaded'));
    await client.invalidateQueries({ queryKey: ['document', projectId] });
    setFile(null);
    onClose();
  });
  return (
    <Modal
      open={open}
      title={t('document.uploadTitle', { name: catalog?.name ?? '' })}
      onCancel={() => {
        setFile(null);
        onClose();
      }}
      onOk={() => form.submit()}
      okText={t('document.upload')}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="upload-form">
        <Form.Item label={t('document.uploadPick')} required extra={t('document.uploadHint')}>
          <Upload
            maxCount={1}
            accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.zip"
            beforeUpload={(picked) => {
              setFile(picked);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'picked', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />} data-testid="upload-pick">
              {t('document.uploadPick')}
            </Button>
          </Upload>
        </Form.Item>
        <Form.Item name="title" label={t('document.fields.title')} extra={t('document.titleHelp')}>
          <Input maxLength={DOCUMENT_LIMITS.TITLE} />
        </Form.Item>
        <Form.Item name="category" label={t('document.fields.category')}>
          <Select allowClear loading={categories.isLoading} options={categories.data ?? []} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export type DocDialog = { mode: 'rename' | 'move'; doc: DocumentItem } | null;

export function DocumentEditModal({
  projectId,
  dialog,
  catalogs,
  onClose,
}: {
  projectId: number;
  dialog: DocDialog;
  catalogs: DocumentCatalogNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ title?: string; catalogId?: number }>();
  const { submitting, submit } = useSubmit(async (values: { title?: string; catalogId?: number }) => {
    if (!dialog) return;
    await documentApi.update(
      dialog.mode === 'rename'
        ? { id: dialog.doc.id, title: values.title?.trim() ?? '' }
        : { id: dialog.doc.id, catalogId: values.catalogId ?? dialog.doc.catalogId },
    );
    message.success(t(dialog.mode === 'rename' ? 'document.renamed' : 'document.moved'));
    await client.invalidateQueries({ queryKey: ['document', projectId] });
    onClose();
  });
  return (
    <Modal
      open={dialog !== null}
      title={
        dialog?.mode === 'move' ? t('document.moveTitle', { title: dialog.doc.title }) : t('document.rename')
      }
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submitting}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ title: dialog?.doc.title, catalogId: dialog?.doc.catalogId }}
      >
        {dialog?.mode === 'rename' ? (
          <Form.Item
            name="title"
            label={t('document.fields.title')}
            rules={[{ required: true, whitespace: true }, { max: DOCUMENT_LIMITS.TITLE }]}
          >
            <Input autoFocus maxLength={DOCUMENT_LIMITS.TITLE} />
          </Form.Item>
        ) : (
          <Form.Item name="catalogId" label={t('document.moveTo')} rules={[{ required: true }]}>
            <TreeSelect treeData={treeSelectData(catalogs)} treeDefaultExpandAll />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
