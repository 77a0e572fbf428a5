/**
 * A bored pile's site record that passes every GB 50202-2018 check (docs/domains/pile.md): the values
 * the pile, site-app and stored-verdict tests start from and then change one at a time.
 */
export const BORED_PILE_VALUES = {
  drilledDepth: '46.2',
  holeDiameter: '810',
  verticalityPercent: '0.6',
  slurryDensity: '1.18',
  slurrySandContent: '6',
  slurryViscosity: '22',
  sediment: '80',
  cageLength: '30.05',
  cageDiameter: '702',
  theoreticalVolume: '23.22',
  actualVolume: '26.70',
  slump: '200',
  pileTopElevation: '-3.480',
} as const;
