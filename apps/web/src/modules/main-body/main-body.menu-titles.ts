import { defineMenuTitles } from '../../kit/menu-titles';

/** The titles of this module's menu pages in every language, by the server menu's route name. */
export const mainBodyMenuTitles = defineMenuTitles({
  ConcretePour: { zh: '混凝土浇筑', en: 'Concrete pours', es: 'Vertidos de hormigón' },
  Masonry: { zh: '砌体工程', en: 'Masonry', es: 'Albañilería' },
  Waterproof: { zh: '防水工程', en: 'Waterproofing', es: 'Impermeabilización' },
});
