import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { EngineSetup } from './engine-setup.tsx';
import { EnginesTab } from './engines-tab.tsx';
import { GlossaryTab } from './glossary-tab.tsx';
import { MemoryTab } from './memory-tab.tsx';
import { TransliterationTab } from './transliteration-tab.tsx';

const TABS = ['engines', 'engine-setup', 'glossary', 'transliteration-memory', 'transliteration-glossary', 'memory'] as const;
type Tab = (typeof TABS)[number];

/** Engines per language pair, glossary, transliteration memory and glossary, memory import and export; the tab (and its table's page and search) is in the URL. */
export function TranslationSettingsPanel({ projectId, languages, canEdit }: { projectId: string; languages: string[]; canEdit: boolean }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const active: Tab = requested && TABS.includes(requested) ? requested : 'engines';
  const items = [
    { key: 'engines', label: 'Engines', children: <EnginesTab projectId={projectId} languages={languages} canEdit={canEdit} /> },
    { key: 'engine-setup', label: 'Connect an engine', children: <EngineSetup canEdit={canEdit} /> },
    { key: 'glossary', label: 'Glossary', children: <GlossaryTab projectId={projectId} languages={languages} canEdit={canEdit} /> },
    {
      key: 'transliteration-memory',
      label: 'Transliteration memory',
      children: <TransliterationTab kind="memory" projectId={projectId} languages={languages} canEdit={canEdit} />,
    },
    {
      key: 'transliteration-glossary',
      label: 'Transliteration glossary',
      children: <TransliterationTab kind="glossary" projectId={projectId} languages={languages} canEdit={canEdit} />,
    },
    { key: 'memory', label: 'Memory import and export', children: <MemoryTab projectId={projectId} languages={languages} canEdit={canEdit} /> },
  ];
  return (
    <Card>
      <Tabs activeKey={active} items={items} destroyOnHidden onChange={(key) => setParams(key === 'engines' ? {} : { tab: key })} />
    </Card>
  );
}
