import './messages';
import type { MaterialReceiptItem } from '@zhuji/shared';
import { Alert, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoThumb } from '../../kit/photo-upload';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import type { ResourceSlots } from '../../kit/resource/resource-config';
import { ResourcePage } from '../../kit/resource/resource-page';
import {
  materialDeliveryResource,
  materialDepartureResource,
  materialReceiptResource,
} from './material.resources';

/** Menu 'material/delivery' (/material/delivery): deliveries planned against approved lines. */
export function MaterialDeliveryPage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon message={t('materialLedger.delivery.rule')} />
          <ResourcePage config={materialDeliveryResource} projectId={projectId} />
        </Flex>
      )}
    </WithCurrentProject>
  );
}

function ReceiptPhotoList({ item }: { item: MaterialReceiptItem }) {
  const { t } = useTranslation();
  return (
    <div data-testid="material-receipt-photos">
      <Typography.Title level={5}>{t('materialLedger.field.photos')}</Typography.Title>
      {item.photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materialLedger.receipt.noPhotos')} />
      ) : (
        <Flex wrap gap={8}>
          {item.photos.map((url) => (
            <PhotoThumb key={url} url={url} />
          ))}
        </Flex>
      )}
    </div>
  );
}

const receiptSlots: ResourceSlots<MaterialReceiptItem> = {
  detailExtra: (item) => <ReceiptPhotoList item={item} />,
};

/** Menu 'material/receive' (/material/receive): receipts at the gate, the deviation judged by the server. */
export function MaterialReceivePage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            message={t('materialLedger.receipt.rule')}
            data-testid="material-receipt-rule"
          />
          <ResourcePage config={materialReceiptResource} projectId={projectId} slots={receiptSlots} />
        </Flex>
      )}
    </WithCurrentProject>
  );
}

/** Menu 'material/departure' (/material/departure): material leaving the site, never beyond the stock. */
export function MaterialDeparturePage() {
  const { t } = useTranslation();
  return (
    <WithCurrentProject>
      {(projectId) => (
        <Flex vertical gap={16}>
          <Alert type="info" showIcon message={t('materialLedger.departure.rule')} />
          <ResourcePage config={materialDepartureResource} projectId={projectId} />
        </Flex>
      )}
    </WithCurrentProject>
  );
}
