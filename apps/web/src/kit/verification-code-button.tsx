import { isPhone, ruleMessage, type SmsPurpose, TIMING } from '@zhuji/shared';
import { App, Button, type ButtonProps, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../api/request';

/** GET /auth/phone/code — a code for one purpose (docs/domains/account.md); failures are shown by the request layer. */
export const sendPhoneCode = (phone: string, purpose: SmsPurpose) =>
  get<{ resendSeconds: number; expiresInSeconds: number }>(
    'phone/code',
    { phone, purpose },
    { service: 'auth' },
  );

export interface VerificationCodeButtonProps extends Pick<ButtonProps, 'block' | 'size' | 'style'> {
  /** What the code is for; a code only verifies for the purpose it was sent for. */
  purpose: SmsPurpose;
  /** Name of the field of the enclosing antd Form that holds the phone. */
  phoneField: string;
  /** Called once the server has sent the code, e.g. to focus the code input. */
  onSent?: () => void;
}

/**
 * "Get code" next to a verification-code input (docs/product.md §4, §5): checks the phone first ('phone number
 * wrong' otherwise), sends the code, then counts down 60 seconds ('N秒后重试') while disabled.
 */
export function VerificationCodeButton({
  purpose,
  phoneField,
  onSent,
  ...button
}: VerificationCodeButtonProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const [sending, setSending] = useState(false);
  // A deadline rather than a decrementing counter: a throttled background tab still ends on time.
  const [deadline, setDeadline] = useState<number>();
  const [now, setNow] = useState(Date.now);
  const inFlight = useRef(false);

  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(undefined);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const send = async () => {
    if (inFlight.current) return;
    const raw: unknown = form.getFieldValue(phoneField);
    const phone = typeof raw === 'string' ? raw.trim() : '';
    if (!isPhone(phone)) {
      const text = ruleMessage('phoneWrong', i18n.language);
      form.setFields([{ name: phoneField, errors: [text] }]);
      message.error(text);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await sendPhoneCode(phone, purpose);
      message.success(t('kit.verificationCode.sent'));
      const start = Date.now();
      setNow(start);
      setDeadline(start + TIMING.VERIFICATION_COUNTDOWN_S * 1000);
      onSent?.();
    } catch {
      // Shown by the request layer (wrong phone, too many codes); the button stays usable.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const remaining = deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const counting = remaining > 0;
  return (
    <Button
      {...button}
      loading={sending}
      disabled={counting}
      onClick={() => void send()}
      style={{ minWidth: 112, ...button.style }}
    >
      {counting ? t('kit.verificationCode.retryIn', { seconds: remaining }) : t('kit.verificationCode.get')}
    </Button>
  );
}
