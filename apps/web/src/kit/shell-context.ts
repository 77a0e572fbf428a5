import { createContext, useContext } from 'react';

/**
 * True for pages rendered inside the main layout, which already brings the top bar, the way home and
 * the footer: a page that can also stand alone (AccountPageFrame) drops its own chrome there.
 */
export const InShellContext = createContext(false);

export const useInShell = (): boolean => useContext(InShellContext);

/**
 * True for a page of a keepAlive route: leaving it keeps its state mounted (docs/product.md §2.4), so an unsaved
 * form there is not lost by navigating away and needs no warning for it.
 */
export const KeepAliveContext = createContext(false);

export const useKeptAlive = (): boolean => useContext(KeepAliveContext);
