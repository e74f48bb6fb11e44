import { useEffect, useRef, useState } from 'react';

type Grecaptcha = {
  ready: (cb: () => void) => void;
  render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void }) => number;
  reset: (id?: number) => void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_SRC = 'https://www.google.com/recaptcha/api.js?render=explicit';
let scriptPromise: Promise<Grecaptcha> | null = null;

function loadRecaptcha(): Promise<Grecaptcha> {
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha as Grecaptcha)) : reject(new Error('reCAPTCHA missing'));
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

type RecaptchaFieldProps = { siteKey: string; onChange: (token: string | null) => void; resetKey: number };

/** Google's checkbox widget; only rendered when the server has a site key configured. */
export function RecaptchaField({ siteKey, onChange, resetKey }: RecaptchaFieldProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((api) => {
        if (cancelled || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
        });
        widget.current = { api, id };
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    onChangeRef.current(null);
  }, [resetKey]);

  if (failed)
    return (
      <p role="alert" style={{ color: '#c4242b' }}>
        The reCAPTCHA check could not be loaded. Check your connection and reload the page.
      </p>
    );
  return <div ref={container} style={{ marginBottom: 16, minHeight: 78 }} />;
}
