// Material ledger (材料): plans, deliveries, receipts and departures.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { materialMenus } from './material.menus';
import { materialRoutes } from './material.routes';
import * as tables from './material.table';
import { materialPriceRoutes } from './material-price.routes';

export const materialModule = defineModule({
  name: 'material',
  menus: materialMenus,
  routes: [materialRoutes, materialPriceRoutes],
  tables,
});
export { seedMaterialLedgerDemo } from './material.seed';
export { materialReceipt } from './material.table';
export { pricedReceiptsOf, pricePlansOf } from './material-price.routes';
export {
  ledgerMaterials,
  type PileRef,
  pileUsages,
  pileUsageTotals,
  seedPileUses,
  stocktake,
  usePileMaterial,
} from './material-stock.service';
