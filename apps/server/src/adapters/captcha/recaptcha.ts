/** Verifies a reCAPTCHA response token with the siteverify protocol (form-encoded POST, JSON reply). */
export type CaptchaVerifier = { readonly enabled: boolean; verify: (token: string | null | undefined, ip?: string) => Promise<boolean> };

export function createRecaptcha(secret: string | undefined, verifyUrl: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  if (!secret) return { enabled: false, verify: async () => true };
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token });
      if (ip) body.set('remoteip', ip);
      try {
        const res = await fetchImpl(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
        if (!res.ok) return false;
        const json = (await res.json()) as { success?: boolean };
        return json.success === true;
      } catch {
        return false;
      }
    },
  };
}
