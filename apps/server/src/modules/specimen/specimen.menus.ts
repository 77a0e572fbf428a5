import type { ModuleMenu } from '../../platform/access';

/** Test blocks (试块): every role its defaults (docs/domains/specimen.md). */
export const specimenMenus: ModuleMenu[] = [
  {
    group: 'Inspection',
    order: 10,
    path: 'testBlock',
    name: 'TestBlock',
    component: 'inspection/test-block',
    meta: { title: 'menu.TestBlock' },
  },
  {
    // The page a label's QR code opens (docs/domains/witness.md): not in the side menu.
    group: 'Inspection',
    order: 15,
    path: 'scan',
    name: 'SpecimenScan',
    component: 'inspection/scan',
    hidden: true,
    meta: { title: 'menu.SpecimenScan' },
  },
];
