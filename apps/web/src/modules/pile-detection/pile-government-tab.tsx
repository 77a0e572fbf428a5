// The detection module's government selection, shown on the pile construction page. Loaded lazily
// with the detection module's messages, only for users whose menu has the detection centre.
import './messages';
import { RouteActionsProvider } from '../../kit/permission-gate';
import { GovernmentTab } from './government-tab';

/**
 * 政府抽检 (docs/domains/pile-detection.md government construction: submit, random, move, registration) beside the pile
 * records. The server guards these calls with the detection centre's menu, so the buttons follow that
 * menu's actions, not the construction page's.
 */
export default function PileGovernmentTab({
  projectId,
  actions,
}: {
  projectId: number;
  actions: readonly string[] | undefined;
}) {
  return (
    <RouteActionsProvider actions={actions}>
      <GovernmentTab projectId={projectId} />
    </RouteActionsProvider>
  );
}
