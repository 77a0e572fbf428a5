import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const materialMenuTitles = defineMenuTitles({
  MaterialPlan: { zh: '材料计划', en: 'Material plan', es: 'Plan de materiales' },
  MaterialDeliveryPlan: { zh: '供货计划', en: 'Delivery plans', es: 'Planes de suministro' },
  MaterialReceive: { zh: '进场收料', en: 'Material receipts', es: 'Recepción de materiales' },
  MaterialDeparture: { zh: '材料退场', en: 'Material departures', es: 'Salidas de materiales' },
  MaterialStock: { zh: '材料库存', en: 'Material stock', es: 'Existencias de materiales' },
  MaterialPricePlan: { zh: '价格计划', en: 'Price plans', es: 'Planes de precios' },
});
