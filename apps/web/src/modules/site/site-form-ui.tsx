import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TakenPhoto, takePhoto } from './photo';
import { TARGET } from './site-ui';

// The pieces the site forms share (docs/domains/site.md#the-site-forms), apart from site-ui.tsx: they use antd,
// which the forms' chunks bring, and the home's first load does not (docs/domains/site.md#load-time).

export const FIELD = { height: 48 } as const;
export const todayYmd = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

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
