import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's own QR reader where it has one (Chrome on Android, Safari 17+). */
interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => NativeDetector;

/** Decodes QR codes from a canvas frame: BarcodeDetector when present, else jsQR (loaded only here). */
async function frameDecoder(): Promise<(canvas: HTMLCanvasElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (canvas) => (await detector.detect(canvas))[0]?.rawValue ?? null;
  }
  const jsQR = (await import('jsqr')).default;
  return async (canvas) => {
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    const img = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

/**
 * The phone's rear camera in a video element, read frame by frame until a QR code decodes; then the
 * camera is released and `onCode` gets the text. Needs a secure context (HTTPS or localhost).
 */
export function QrReader({ onCode }: { onCode: (text: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let frame = 0;
    const canvas = document.createElement('canvas');
    const stop = () => {
      stopped = true;
      cancelAnimationFrame(frame);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('getUserMedia unavailable');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const el = video.current;
        if (stopped || !el) return stop();
        el.srcObject = stream;
        await el.play();
        const decode = await frameDecoder();
        const tick = async () => {
          if (stopped) return;
          if (el.readyState >= 2 && el.videoWidth > 0) {
            canvas.width = el.videoWidth;
            canvas.height = el.videoHeight;
            canvas.getContext('2d')?.drawImage(el, 0, 0);
            const text = await decode(canvas).catch(() => null);
            if (text) {
              stop();
              setOn(false);
              latest.current(text);
              return;
            }
          }
          frame = requestAnimationFrame(() => void tick());
        };
        void tick();
      } catch (e) {
        stop();
        setOn(false);
        setError(e instanceof Error ? e.message : String(e));
      }
    })();
    return stop;
  }, [on]);

  return (
    <Flex vertical gap={8} align="center" style={{ width: '100%' }}>
      {error && <Alert type="warning" showIcon message={t('testBlock.scan.noCamera', { reason: error })} />}
      <video
        ref={video}
        muted
        playsInline
        style={{
          display: on ? 'block' : 'none',
          width: '100%',
          maxWidth: 420,
          aspectRatio: '1',
          objectFit: 'cover',
          borderRadius: 8,
          background: '#000',
        }}
      />
      <Button
        type={on ? 'default' : 'primary'}
        size="large"
        onClick={() => {
          setError(null);
          setOn(!on);
        }}
        data-testid="scan-camera"
      >
        {on ? t('testBlock.scan.stop') : t('testBlock.scan.start')}
      </Button>
    </Flex>
  );
}
