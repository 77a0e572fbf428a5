import { createContext, useContext } from 'react';

/**
 * True for pages rendered inside the main layout, which already brings the top bar, the way home and
 * the footer: a page that can also stand alone (AccountPageFrame) drops its own chrome there.
 */
export const InShellContext = createContext(false);

export const useInShell = (): boolean => useContext(InShellContext);
