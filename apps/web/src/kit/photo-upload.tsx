import { PlusOutlined } from '@ant-design/icons';
import type { StoredFile } from '@zhuji/shared';
import { Image, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { download, post } from '../api/request';

interface Props {
  projectId: number;
  value?: string[];
  onChange?: (refs: string[]) => void;
  label: string;
  max?: number;
}

/**
 * Photos for a form field: each picked image goes to /api/common/upload/image for the project and the
 * field holds the stored files' urls (what the server keeps as evidence).
 */
export function PhotoUpload({ projectId, value = [], onChange, label, max = 9 }: Props) {
  const [files, setFiles] = useState<UploadFile[]>(() =>
    value.map((url, i) => ({ uid: url, name: `${i + 1}`, status: 'done', url })),
  );
  const emit = (list: UploadFile[]) =>
    onChange?.(
      list
        .filter((f) => f.status === 'done')
        .map((f) => (f.response as StoredFile | undefined)?.url ?? f.url ?? ''),
    );
  return (
    <Upload
      accept="image/*"
      listType="picture-card"
      fileList={files}
      data-testid="photo-upload"
      customRequest={async ({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append('file', file as Blob);
        try {
          onSuccess?.(await post<StoredFile>('common/upload/image', form, { params: { proId: projectId } }));
        } catch (error) {
          onError?.(error as Error);
        }
      }}
      onChange={({ fileList }) => {
        setFiles(fileList);
        emit(fileList);
      }}
    >
      {files.length >= max ? null : (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{label}</div>
        </button>
      )}
    </Upload>
  );
}

const storedFileId = (url: string | null | undefined) =>
  url ? /[?&]id=([0-9a-f-]{36})/i.exec(url)?.[1] : undefined;

/**
 * A stored image as an object URL the page can show: the download call needs the session header, so
 * an <img src> of the stored url would be refused. Undefined until loaded (or for no url).
 */
export function useStoredImage(url: string | null | undefined): string | undefined {
  const id = storedFileId(url);
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    setSrc(undefined);
    if (!id) return;
    let objectUrl: string | undefined;
    let live = true;
    download({ url: 'common/download', params: { id } })
      .then((file) => {
        objectUrl = URL.createObjectURL(file.blob);
        if (live) setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id]);
  return src;
}

/** One stored photo, shown small. */
export function PhotoThumb({ url }: { url: string }) {
  const src = useStoredImage(url);
  if (!storedFileId(url)) return <Typography.Text code>{url}</Typography.Text>;
  return <Image width={96} height={96} style={{ objectFit: 'cover', marginRight: 8 }} src={src} />;
}
