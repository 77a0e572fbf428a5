import type { ScannedSpecimen } from '@zhuji/shared';
import { Alert, App, Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../kit/use-submit';
import { specimenApi } from './specimen.api';

type Placement = NonNullable<ScannedSpecimen['placement']>;

/**
 * Where the lab's receipt by scan put the standard-cured groups (docs/domains/curing.md "Placed at
 * receipt"): the one standard room they went into, or the rooms to pick when several fit.
 */
export function ReceivedPlacement({ placement, onPlaced }: { placement: Placement; onPlaced: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [roomId, setRoomId] = useState<number | undefined>();
  const [placed, setPlaced] = useState<string | null>(placement.room?.name ?? null);
  const place = useSubmit(async (id: number) => {
    await specimenApi.placeInRoom(id, placement.specimenIds);
    setPlaced(placement.choices.find((c) => c.id === id)?.name ?? '');
    message.success(t('testBlock.scan.placed'));
    onPlaced();
  });
  if (placed !== null)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="scan-placed"
        message={t('testBlock.scan.placedIn', { room: placed, n: placement.specimenIds.length })}
      />
    );
  if (placement.choices.length === 0 || placement.specimenIds.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="scan-place">
      <Alert
        type="info"
        showIcon
        message={t('testBlock.scan.pickRoom', { n: placement.specimenIds.length })}
      />
      <Flex gap={8}>
        <Select
          style={{ flex: 1 }}
          placeholder={t('testBlock.scan.room')}
          value={roomId}
          onChange={setRoomId}
          options={placement.choices.map((c) => ({ value: c.id, label: c.name }))}
        />
        <Button
          type="primary"
          disabled={roomId === undefined}
          loading={place.submitting}
          onClick={() => roomId !== undefined && void place.submit(roomId)}
        >
          {t('testBlock.scan.placeIn')}
        </Button>
      </Flex>
    </Flex>
  );
}
