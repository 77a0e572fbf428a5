import type { PILE_RECORD_FIELDS, PileType } from '@zhuji/shared';

// The record form's sections per pile type, in the order a site fills them: the desktop drawer and the site
// app (docs/domains/site.md) show the same steps.
export type PileFieldKey = (typeof PILE_RECORD_FIELDS)[PileType][number];

export const PILE_RECORD_SECTIONS: Record<PileType, { key: string; fields: PileFieldKey[] }[]> = {
  bored: [
    { key: 'hole', fields: ['drilledDepth', 'holeDiameter', 'verticalityPercent', 'sediment'] },
    { key: 'slurry', fields: ['slurryDensity', 'slurrySandContent', 'slurryViscosity'] },
    { key: 'cage', fields: ['cageLength', 'cageDiameter', 'mainBarSpacing', 'stirrupSpacing', 'cageDepth'] },
    { key: 'pour', fields: ['theoreticalVolume', 'actualVolume', 'slump', 'overPourHeight'] },
    { key: 'position', fields: ['pileTopElevation', 'emptyHoleDepth', 'positionOffset'] },
  ],
  mixing: [
    {
      key: 'mixing',
      fields: [
        'pileLength',
        'pileDiameter',
        'cementContent',
        'waterCementRatio',
        'sprayPasses',
        'mixPasses',
        'liftSpeed',
        'sinkSpeed',
        'pumpPressure',
      ],
    },
    { key: 'position', fields: ['verticalityPercent', 'pileTopElevation', 'positionOffset'] },
  ],
  pipe: [
    { key: 'pipe', fields: ['pileLength', 'finalPressure', 'finalSet', 'verticalityPercent'] },
    { key: 'position', fields: ['pileTopElevation', 'positionOffset'] },
  ],
};
