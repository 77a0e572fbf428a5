// Pile detection (桩基检测): detections, draws, results and submissions.
// Other modules import only this file: the manifest below and the exports after it.
import { defineModule } from '../../platform/module';
import { pileDetectionMenus } from './pile-detection.menus';
import { pileDetectionRoutes } from './pile-detection.routes';
import { seedDetectionDemo } from './pile-detection.seed';
import * as tables from './pile-detection.table';

export const pileDetectionModule = defineModule({
  name: 'pile-detection',
  menus: pileDetectionMenus,
  routes: [pileDetectionRoutes],
  tables,
  seed: { demo: (tx, { projects, users, now }) => seedDetectionDemo(tx, { projects, users }, now) },
});

export { METHOD_NAMES } from './pile-detection.messages';
export { DETECTION_MENU } from './pile-detection.service';
export { detection, detectionResult } from './pile-detection.table';
