import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { CacheSection } from './cache-section.tsx';
import { InstallSection } from './install-section.tsx';
import { PreviewSection } from './preview-section.tsx';
import { SwitcherSection } from './switcher-section.tsx';

const TABS = ['install', 'preview', 'switcher', 'cache'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** Install (the tag, verification), preview through the proxy, language switcher and font sizes, cache. The tab is in the URL (?tab=). */
export function DeliveryPanel({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'install';
  const select = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'install') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <Tabs
      activeKey={tab}
      onChange={select}
      destroyOnHidden
      items={[
        { key: 'install', label: 'Install', children: <InstallSection projectId={projectId} /> },
        { key: 'preview', label: 'Preview', children: <PreviewSection projectId={projectId} languages={languages} /> },
        { key: 'switcher', label: 'Switcher and fonts', children: <SwitcherSection projectId={projectId} languages={languages} canEdit={canEdit} /> },
        { key: 'cache', label: 'Cache', children: <CacheSection projectId={projectId} canEdit={canEdit} /> },
      ]}
    />
  );
}
