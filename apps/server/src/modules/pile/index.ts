// Pile foundation (桩基): groups, piles, plans, machines, materials, spot checks and acceptance.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { pileMenus } from './pile.menus';
import { pileRoutes } from './pile.routes';
import { seedPileDemo } from './pile.seed';
import * as tables from './pile.table';

export const pileModule = defineModule({
  name: 'pile',
  menus: pileMenus,
  routes: [pileRoutes],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedPileDemo(tx, { projects, users }, now) },
});

export { ABNORMAL_KIND_LABELS, ACCEPTANCE_LABELS, pileMessage } from './pile.messages';
export {
  GZ_PILE_DESIGN,
  gzPileQuantities,
  gzPlannedDays,
  gzPouredDaysAgo,
  JIANGDONG_BORED_PILES,
  XIANGHU_MIXING_PILES,
} from './pile.seed';
export {
  guard,
  isSupervisor,
  listQuery,
  loadGroup,
  loadPile,
  loadPileForDetail,
  naturalOrder,
  PILE_MENU,
  pileListPageQuery,
} from './pile.service';
export { pile, pileAbnormal, pileAcceptance, pileGroup } from './pile.table';
