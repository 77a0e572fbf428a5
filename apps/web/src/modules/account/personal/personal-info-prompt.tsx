import { useSession } from '../../../session/session-store';
import { PersonalInfoDialog } from './personal-info-dialog';

/** Inside the layout: asks a first-time (or incomplete) account for its details until they are saved. */
export function PersonalInfoPrompt() {
  const { user } = useSession();
  return <PersonalInfoDialog account={user.currentAccount} />;
}
