import { building, buildingPart } from '../modules/building';
import type { DbOrTx } from '../platform/db/client';

/** 江东安置房（一期）: six residential towers over a two-level basement, as the drawings number them. */
const TOWERS = [
  {
    buildNumber: '1#楼',
    name: '1#住宅楼',
    floorsAbove: 26,
    floorsBelow: 2,
    buildHeight: '78.30',
    cellArea: '16820.45',
  },
  {
    buildNumber: '2#楼',
    name: '2#住宅楼',
    floorsAbove: 26,
    floorsBelow: 2,
    buildHeight: '78.30',
    cellArea: '16820.45',
  },
  {
    buildNumber: '3#楼',
    name: '3#住宅楼',
    floorsAbove: 18,
    floorsBelow: 2,
    buildHeight: '54.90',
    cellArea: '11236.80',
  },
  {
    buildNumber: '4#楼',
    name: '4#住宅楼',
    floorsAbove: 18,
    floorsBelow: 2,
    buildHeight: '54.90',
    cellArea: '11236.80',
  },
  {
    buildNumber: '5#楼',
    name: '5#住宅楼',
    floorsAbove: 11,
    floorsBelow: 1,
    buildHeight: '34.20',
    cellArea: '6985.30',
  },
  {
    buildNumber: '6#楼',
    name: '6#配套用房',
    floorsAbove: 3,
    floorsBelow: 1,
    buildHeight: '13.50',
    cellArea: '2460.00',
  },
] as const;

/** The parts of the main structure poured per floor, with the design's concrete grades. */
const PARTS_BY_FLOOR = (layer: number) =>
  layer < 0
    ? [
        { part: '底板', concreteGrade: 'C35' },
        { part: '地下室外墙', concreteGrade: 'C35' },
        { part: '柱', concreteGrade: 'C45' },
        { part: '梁、板', concreteGrade: 'C35' },
      ]
    : [
        { part: '剪力墙', concreteGrade: layer <= 10 ? 'C45' : 'C35' },
        { part: '梁、板', concreteGrade: 'C30' },
        { part: '楼梯', concreteGrade: 'C30' },
      ];

/**
 * The towers on both 江东 sub-projects (the piles go under them; the main structure goes up on them),
 * and the main-part setting of 1#楼 from the basement to the 5th floor on the main-structure project.
 */
export async function seedBuildingsDemo(tx: DbOrTx, pileProjectId: number, mainProjectId: number) {
  const rows = await tx
    .insert(building)
    .values(
      [pileProjectId, mainProjectId].flatMap((projectId) =>
        TOWERS.map((t) => ({ ...t, projectId, cellFloor: '2.90', structureType: '剪力墙结构' })),
      ),
    )
    .returning({ id: building.id, projectId: building.projectId, buildNumber: building.buildNumber });
  const tower = rows.find((r) => r.projectId === mainProjectId && r.buildNumber === '1#楼');
  if (!tower) return;
  await tx.insert(buildingPart).values(
    [-2, -1, 1, 2, 3, 4, 5].flatMap((layer) =>
      PARTS_BY_FLOOR(layer).map((p) => ({
        projectId: mainProjectId,
        buildingId: tower.id,
        buildNumber: tower.buildNumber,
        layer,
        ...p,
      })),
    ),
  );
}
