import { describe, expect, it, vi } from 'vitest';
import { createToaster } from './toast.ts';

function setup() {
  let now = 1_000;
  const sink = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() };
  const toaster = createToaster(sink, { now: () => now, windowMs: 3000 });
  return { toaster, sink, advance: (ms: number) => (now += ms) };
}

describe('toasts', () => {
  it('shows the same text once within 3 seconds', () => {
    const { toaster, sink, advance } = setup();
    expect(toaster.warning('Invalid OTP')).toBe(true);
    advance(1000);
    expect(toaster.warning('Invalid OTP')).toBe(false);
    advance(1999);
    expect(toaster.warning('Invalid OTP')).toBe(false);
    expect(sink.warning).toHaveBeenCalledTimes(1);
  });

  it('shows it again once the window has passed', () => {
    const { toaster, sink, advance } = setup();
    toaster.warning('Invalid OTP');
    advance(3000);
    toaster.warning('Invalid OTP');
    expect(sink.warning).toHaveBeenCalledTimes(2);
  });

  it('does not suppress different texts, and ignores empty ones', () => {
    const { toaster, sink } = setup();
    toaster.warning('First');
    toaster.warning('Second');
    toaster.success('');
    toaster.success(undefined);
    expect(sink.warning).toHaveBeenCalledTimes(2);
    expect(sink.success).not.toHaveBeenCalled();
  });
});
