import { create } from 'zustand';

// The user menu (shell) opens 个人资料; the account module, which owns the dialog, shows it. A flag in
// between keeps the shell from importing a module and the dialog's code and words out of the shell.

export const useProfileDialogStore = create<{ open: boolean }>(() => ({ open: false }));

export const openProfileDialog = () => useProfileDialogStore.setState({ open: true });
export const closeProfileDialog = () => useProfileDialogStore.setState({ open: false });
