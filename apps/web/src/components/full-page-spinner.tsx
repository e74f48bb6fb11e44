import { Spin } from 'antd';
import { BrandMark } from './brand-logo.tsx';

/** Shown while the app boots (UI config, then token check) and while lazy areas load. */
export function FullPageSpinner({ label = 'Loading Lipi…' }: { label?: string }) {
  return (
    <main className="boot" aria-busy="true">
      <BrandMark size={64} />
      <Spin size="large" />
      <p role="status">{label}</p>
    </main>
  );
}
