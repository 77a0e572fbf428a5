import './messages';
import { DEFAULT_CURING_TOLERANCE_MINUTES, STANDARD_CURING_LIMITS } from '@zhuji/shared';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WithCurrentProject } from '../../kit/resource/project-scope';
import { ResourcePage } from '../../kit/resource/resource-page';
import { curingRoomResource } from './curing.resource';
import { RoomDrawer } from './room-drawer';

/** A new room starts at standard curing (GB/T 50081-2019, docs/domains/curing.md). */
const NEW_ROOM = {
  tempMin: String(STANDARD_CURING_LIMITS.tempMin),
  tempMax: String(STANDARD_CURING_LIMITS.tempMax),
  humidityMin: String(STANDARD_CURING_LIMITS.humidityMin),
  toleranceMinutes: DEFAULT_CURING_TOLERANCE_MINUTES,
};

/** Menu 'inspection/curing-room': the rooms of the current sub-project; `?room=` opens one's readings. */
export function CuringRoomPage() {
  return <WithCurrentProject>{(projectId) => <Rooms projectId={projectId} />}</WithCurrentProject>;
}

function Rooms({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roomId = Number(params.get('room')) || 0;
  const setRoom = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('room', String(id));
        else next.delete('room');
        return next;
      }),
    [setParams],
  );
  return (
    <>
      <ResourcePage
        config={curingRoomResource}
        projectId={projectId}
        defaults={NEW_ROOM}
        slots={{
          rowActions: (room) => (
            <Button
              type="link"
              size="small"
              data-testid={`curing-open-${room.id}`}
              onClick={() => setRoom(room.id)}
            >
              {t('curing.open')}
            </Button>
          ),
        }}
      />
      {roomId > 0 && <RoomDrawer roomId={roomId} onClose={() => setRoom(null)} />}
    </>
  );
}
