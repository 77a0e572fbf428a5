import { type ButtonHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The pieces of the site home (docs/domains/site.md#the-site-home): made for 375 px and one gloved hand, every
// target at least 48 px high, one column, nothing wider than the screen.
//
// Plain elements in antd's look, styled by the classes site.html declares inline: the home is the phone's first
// load on slow 4G, and antd (its style engine alone) with zod and Dexie made it one 220 kB script before anything
// showed (docs/domains/site.md#load-time). The forms, loaded when opened, use antd (site-form-ui.tsx).

export const TARGET = { minHeight: 48 } as const;
export const SECONDARY = { color: 'rgba(0, 0, 0, 0.45)' } as const;
/** A card as antd's small one: a light border around the block. */
export const CARD = {
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: 12,
  background: '#fff',
} as const;
const HEADING = { margin: 0, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' } as const;

/** A section's heading on the home (antd's level 5 title). */
export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <h2 style={{ ...HEADING, fontSize: 16, lineHeight: 1.5 }}>{children}</h2>
);

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  primary?: boolean;
  danger?: boolean;
  block?: boolean;
  'data-testid'?: string;
};

/** antd's default, primary or danger button; at least 48 px high. */
export function SiteButton({ primary, danger, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [
    'site-btn',
    primary && 'site-btn-primary',
    danger && 'site-btn-danger',
    block && 'site-btn-block',
  ];
  return <button type={type} className={[...classes, className].filter(Boolean).join(' ')} {...rest} />;
}

/** A link in the look of a primary button (the way to the login page). */
export const SiteButtonLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a className="site-btn site-btn-primary site-btn-block" href={href}>
    {children}
  </a>
);

export type TagColor = 'green' | 'orange' | 'red' | 'blue';
/** antd's coloured Tag. */
export const SiteTag = ({
  color,
  children,
  ...rest
}: {
  color: TagColor;
  children: ReactNode;
  'data-testid'?: string;
}) => (
  <span className={`site-tag site-tag-${color}`} {...rest}>
    {children}
  </span>
);

/** antd's Alert: info, warning or error, with an optional action on the right. */
export const SiteAlert = ({
  type,
  title,
  action,
  ...rest
}: {
  type: 'info' | 'warning' | 'error';
  title: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}) => (
  <div role="alert" className={`site-alert site-alert-${type}`} {...rest}>
    <span style={{ flex: 1, overflowWrap: 'anywhere' }}>{title}</span>
    {action}
  </div>
);

export function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

export function Shell({
  children,
  ready = true,
  busy = false,
}: {
  children: ReactNode;
  ready?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main
      data-testid="site-page"
      data-ready={ready}
      aria-busy={busy}
      style={{ maxWidth: 480, margin: '0 auto', padding: 12, overflowX: 'hidden', boxSizing: 'border-box' }}
    >
      <h1 style={{ ...HEADING, fontSize: 20, lineHeight: 1.4, marginBottom: 8 }}>{t('site.title')}</h1>
      {/* antd's vertical Space, size middle. */}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: '100%' }}>{children}</div>
    </main>
  );
}
