import { addDays, businessInstant, businessToday } from '@zhuji/shared';
import type { DbOrTx } from '../../platform/db/client';
import { standardCuredSpecimens } from '../specimen';
import { curingReading, curingRoom, curingStay } from './curing.table';
import { reconcileExcursions } from './curing-reading.service';

interface Ids {
  projects: ReadonlyMap<string, number>;
  users: ReadonlyMap<string, number>;
}

const MINUTE = 60_000;
const STEP = 10 * MINUTE;

/**
 * The demo 1号标准养护室 of 江东一标段 (docs/domains/curing.md): the standard-cured groups go in the day
 * after they were made (demoulded) and leave at 28 days; the last 24 hours of readings every 10 minutes
 * hold around 20 ℃ and 96–98 %RH, except 50 minutes one afternoon when the door stood open while groups were
 * taken out for the lab (up to 23 ℃, 92 %RH): one warning, linked to the groups inside.
 */
export async function seedCuringDemo(tx: DbOrTx, ids: Ids, now = new Date()): Promise<void> {
  const projectId = ids.projects.get('jiangdongPile');
  const by = ids.users.get('lixiaofeng') ?? ids.users.get('zhangjianguo');
  if (projectId === undefined || by === undefined) return;
  const [room] = await tx
    .insert(curingRoom)
    .values({ projectId, name: '1号标准养护室', location: '项目部试验室东侧（自动温湿度控制）' })
    .onConflictDoNothing()
    .returning();
  if (!room) return;

  const groups = await standardCuredSpecimens(tx, projectId);
  const stays = groups.map((g) => {
    const inAt = businessInstant(addDays(g.makeDate, 1), '09:00');
    const due = businessInstant(addDays(g.makeDate, 28), '08:30');
    return {
      roomId: room.id,
      projectId,
      specimenId: g.id,
      inAt,
      outAt: due < now ? due : null,
      createdBy: by,
    };
  });
  if (stays.length) await tx.insert(curingStay).values(stays);

  const end = Math.floor(now.getTime() / STEP) * STEP;
  const start = end - 24 * 60 * MINUTE;
  // The door stood open for 50 minutes from 14:10 on the last afternoon within the day shown (from
  // 10:10 that morning when the seed runs between 14:10 and 15:00, so the whole excursion is shown).
  const today = businessToday(now);
  const doorFrom =
    [
      businessInstant(today, '14:10'),
      businessInstant(addDays(today, -1), '14:10'),
      businessInstant(today, '10:10'),
    ]
      .map((d) => d.getTime())
      .find((from) => from >= start && from + 50 * MINUTE <= end) ?? start + MINUTE * 600;
  const doorTo = doorFrom + 50 * MINUTE;
  const readings = [];
  for (let t = start, i = 0; t <= end; t += STEP, i += 1) {
    const daily = Math.sin((i / 144) * 2 * Math.PI);
    let temperature = 20 + 0.5 * daily + ((i * 7) % 5) * 0.06 - 0.12;
    let humidity = 97 + 0.6 * Math.cos((i / 144) * 2 * Math.PI) + ((i * 3) % 4) * 0.1 - 0.2;
    if (t >= doorFrom && t <= doorTo) {
      const k = (t - doorFrom) / (doorTo - doorFrom);
      temperature = 22.4 + 0.6 * Math.sin(k * Math.PI);
      humidity = 93.5 - 1.5 * Math.sin(k * Math.PI);
    }
    readings.push({
      roomId: room.id,
      projectId,
      measuredAt: new Date(t),
      temperature: Math.round(temperature * 10) / 10,
      humidity: Math.round(humidity * 10) / 10,
      source: 'device' as const,
    });
  }
  await tx.insert(curingReading).values(readings);
  await reconcileExcursions(tx, room, new Date(start), new Date(end));
}
