// Standard curing rooms (标准养护室): rooms, device readings, specimens kept there and excursions out of range.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { registerCuredStays, registerReceivedPlacer } from '../specimen';
import { curingMenus } from './curing.menus';
import { curingRoutes } from './curing.routes';
import { seedCuringDemo } from './curing.seed';
import * as tables from './curing.table';
import { curedStaysOf } from './curing-chain';
import { placeReceivedGroups } from './curing-placement';
import { curingRoomRoutes } from './curing-room.routes';

export const curingModule = defineModule({
  name: 'curing',
  menus: curingMenus,
  routes: [curingRoomRoutes, curingRoutes],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedCuringDemo(tx, { projects, users }, now) },
});

// The cured step of a specimen's chain reads the stays here (specimen-cured.ts).
registerCuredStays(curedStaysOf);
// A lab's receipt by scan puts the standard-cured groups in the standard room (curing-placement.ts).
registerReceivedPlacer(placeReceivedGroups);

export { curingAbnormalItems } from './curing-reading.service';
export { CURING_MENU } from './curing-room.routes';
