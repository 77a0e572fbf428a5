// Witness appointments (见证人委托, docs/domains/witness.md): who may witness sampling on a project.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { witnessMenus } from './witness.menus';
import { witnessRoutes } from './witness.routes';
import { seedWitnessDemo } from './witness.seed';
import * as tables from './witness.table';

export const witnessModule = defineModule({
  name: 'witness',
  menus: witnessMenus,
  routes: [witnessRoutes],
  tables,
  seed: {
    demo: (tx, { projects, users, storage, now }) => seedWitnessDemo(tx, { projects, users, storage }, now),
  },
});

export { WITNESS_MENU } from './witness.menus';
export { assertAppointedWitness } from './witness.service';
export { witnessAppointment } from './witness.table';
