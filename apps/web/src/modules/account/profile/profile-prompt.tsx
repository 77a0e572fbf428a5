import { lazy, Suspense } from 'react';
import { closeProfileDialog, useProfileDialogStore } from '../../../session/profile-dialog-store';

// The dialog brings the form and upload components and the account module's words: loaded when opened.
const ProfileDialog = lazy(async () => {
  const [{ ProfileDialog }] = await Promise.all([import('./profile-dialog'), import('../messages')]);
  return { default: ProfileDialog };
});

/** Inside the layout: 个人资料 when the user menu asks for it. */
export function ProfilePrompt() {
  const open = useProfileDialogStore((state) => state.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProfileDialog open onClose={closeProfileDialog} />
    </Suspense>
  );
}
