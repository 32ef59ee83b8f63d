import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { countdownLeft, startCountdown } from '@/lib/countdown';

interface SendCodeButtonProps {
  /** Separates countdowns: login codes and contact codes count down independently. */
  purpose: string;
  /** Sends the code; resolves with the seconds before another may be sent. */
  send: () => Promise<number>;
  disabled?: boolean;
}

/** 获取验证码, then a countdown that survives a reload of the page. */
export function SendCodeButton({ purpose, send, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => countdownLeft(purpose));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setLeft(countdownLeft(purpose)), 1000);
    return () => clearInterval(timer);
  }, [left, purpose]);

  const click = async () => {
    setBusy(true);
    try {
      const wait = await send();
      startCountdown(purpose, wait);
      setLeft(wait);
    } catch {
      // The request module has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      className="h-10 w-32 shrink-0"
      disabled={disabled || busy || left > 0}
      onClick={() => void click()}
    >
      {left > 0 ? t('account.resendIn', { seconds: left }) : t('account.sendCode')}
    </Button>
  );
}
