import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

// antd's preset tag colours fall below 4.5:1 on their tinted backgrounds; these keep WCAG AA.
const TONES: Record<Tone, { color: string; background: string; borderColor: string }> = {
  success: { color: '#11603a', background: '#e5f4ec', borderColor: '#b4dcc5' },
  warning: { color: '#8a4600', background: '#fff3e0', borderColor: '#f5cf96' },
  error: { color: '#a3161d', background: '#fdeceb', borderColor: '#f2b8b5' },
  info: { color: '#2f2494', background: '#efedff', borderColor: '#cbc5f7' },
  neutral: { color: '#3f3d52', background: '#f1f0f6', borderColor: '#dcdae6' },
};

export function ToneTag({ tone, icon, children }: { tone: Tone; icon?: ReactNode; children: ReactNode }) {
  return (
    <Tag icon={icon} style={{ ...TONES[tone], marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}
