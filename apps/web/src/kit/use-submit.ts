import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../api/request';
import { InsecureContextError } from '../session/encrypt-password';

/**
 * A form submit that runs once at a time (Enter in a field submits even while the button spins) and
 * exposes `submitting` for the button. Request failures were already shown by the request layer;
 * anything else (no WebCrypto on plain HTTP, a bug) gets a message here instead of vanishing.
 * Resolves true when `action` succeeded.
 */
export function useSubmit<Values>(action: (values: Values) => Promise<void>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef(action);
  latest.current = action;

  const submit = useCallback(
    async (values: Values): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setSubmitting(true);
      try {
        await latest.current(values);
        return true;
      } catch (error) {
        if (!(error instanceof RequestError)) {
          message.error(t(error instanceof InsecureContextError ? 'login.insecureContext' : 'api.failed'));
          if (!(error instanceof InsecureContextError)) console.error(error);
        }
        return false;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [message, t],
  );

  return { submitting, submit };
}
