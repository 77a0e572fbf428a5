import { Button, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TakenPhoto, takePhoto } from './photo';

// The pieces every site form shares (docs/domains/site.md#the-site-home): made for 375 px and one gloved hand,
// every target at least 48 px high, one column, nothing wider than the screen.

export const TARGET = { minHeight: 48 } as const;

// The home's headings, notes and record cards are plain elements in antd's look rather than Typography and
// Card: those two bring the tabs, dropdown, tooltip and ellipsis code into the first load of a phone on slow
// 4G (docs/domains/site.md#load-time). The forms, loaded on demand, use antd freely.
const HEADING = { margin: 0, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' } as const;
export const SECONDARY = { color: 'rgba(0, 0, 0, 0.45)' } as const;
/** A card as antd's small one: a light border around the block. */
export const CARD = {
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: 12,
  background: '#fff',
} as const;

/** A section's heading on the home (antd's level 5 title). */
export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <h2 style={{ ...HEADING, fontSize: 16, lineHeight: 1.5 }}>{children}</h2>
);
export const FIELD = { height: 48 } as const;
export const todayYmd = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

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
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {children}
      </Space>
    </main>
  );
}

/** A labelled field: the label above, full width, so nothing is cut at 375 px. */
export function Field({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ width: '100%' }}>
      <label htmlFor={htmlFor} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A form's two bottom buttons: save on the phone, and back. */
export function FormButtons({ onBack, disabled }: { onBack: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Button type="primary" htmlType="submit" block style={TARGET} disabled={disabled}>
        {t('site.pile.save')}
      </Button>
      <Button block style={TARGET} onClick={onBack}>
        {t('site.back')}
      </Button>
    </>
  );
}

/** The camera button: every photo compressed on the phone with its time and, if allowed, its place. */
export function PhotoInput({ count, onPhoto }: { count: number; onPhoto: (p: TakenPhoto) => void }) {
  const { t } = useTranslation();
  const [taking, setTaking] = useState(false);
  return (
    <label
      data-busy={taking}
      style={{
        ...TARGET,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        border: '1px dashed #bbb',
        borderRadius: 6,
        padding: 8,
      }}
    >
      <input
        type="file"
        accept="image/*"
        capture="environment"
        data-testid="site-photo"
        style={{ width: 0, height: 0, opacity: 0 }}
        onChange={async (e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          setTaking(true);
          try {
            for (const file of files) onPhoto(await takePhoto(file));
          } finally {
            setTaking(false);
          }
        }}
      />
      {t('site.pile.addPhoto')} · {t('site.pile.photoCount', { count })}
    </label>
  );
}
