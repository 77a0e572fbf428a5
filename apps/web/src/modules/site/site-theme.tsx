import { createContext, type ReactNode, useContext } from 'react';

// antd's theme and locale around what uses antd on the site page — the forms and the discard confirmation
// (docs/domains/site.md#load-time). In the desktop app (a client-side navigation to /site) its ThemeProvider is
// already around the page; the site app's own entry, site-main.tsx, provides one loaded with the first form.

type Wrap = (props: { children: ReactNode }) => ReactNode;
const passThrough: Wrap = ({ children }) => children;

/** How the site page wraps its antd parts; site-main.tsx sets it. */
export const SiteThemeContext = createContext<Wrap>(passThrough);

/** Shows `children` in antd's theme. */
export function SiteTheme({ children }: { children: ReactNode }) {
  const Theme = useContext(SiteThemeContext);
  return <Theme>{children}</Theme>;
}
