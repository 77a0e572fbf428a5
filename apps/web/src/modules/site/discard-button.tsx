import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { TARGET } from './site-ui';

/** 放弃 on a refused record, once confirmed: the record and its photos leave the phone (outbox-list.tsx). */
export function DiscardButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('site.discardConfirm')}
      okText={t('site.discard')}
      cancelText={t('site.keep')}
      okButtonProps={{ danger: true, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      onConfirm={onConfirm}
    >
      <Button danger style={TARGET}>
        {t('site.discard')}
      </Button>
    </Popconfirm>
  );
}
