import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useProjectChoices } from '../../../api/projects/list-projects.ts';
import { useDownloadDomainWiseData } from '../../../api/dashboard/download-domain-wise-data.ts';
import type { StatFilter } from '../../../api/dashboard/fetch-stat.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { PRESETS, type PresetKey } from '../lib/ranges.ts';
import type { useStatsFilters } from '../hooks/use-stats-filters.ts';

/** One project's figures, or all (cleared); searchable over the caller's projects. */
function ProjectPicker({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const [search, setSearch] = useState('');
  const projects = useProjectChoices(search);
  return (
    <Select
      aria-label="Project"
      allowClear
      placeholder="All projects"
      style={{ width: 200, maxWidth: '100%' }}
      value={value}
      loading={projects.isPending}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onChange={(id?: string) => onChange(id)}
      options={(projects.data?.projectList ?? []).map((p) => ({ value: p.projectId, label: p.name }))}
    />
  );
}

type Props = { filters: ReturnType<typeof useStatsFilters>; languages: string[]; domains: string[] };

/** Range presets or two dates, language and domain filters, and the download of the figures. */
export function StatsFiltersBar({ filters, languages, domains }: Props) {
  const { filter } = filters;
  const [draft, setDraft] = useState({ from: filter.from ?? '', to: filter.to ?? '' });
  const save = useDownloadDomainWiseData();
  const downloadAs = (format: 'csv' | 'xlsx') => save.mutate({ ...(filter as StatFilter), format }, { onError: (err) => toast.error(errorMessage(err)) });
  const options = [...PRESETS.map((p) => ({ value: p.key, label: p.label })), { value: 'custom', label: 'Custom' }];
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
      {/* Five presets are wider than a phone: the row scrolls sideways (its radios take the focus) instead of the page. */}
      <div style={{ width: '100%', overflowX: 'auto' }}>
        <Segmented
          aria-label="Date range"
          options={options}
          value={filters.preset}
          onChange={(value) =>
            value === 'custom' ? filters.setRange({ from: draft.from || filter.from!, to: draft.to || filter.to! }) : filters.setPreset(value as PresetKey)
          }
        />
      </div>
      {filters.preset === 'custom' && (
        <Flex gap={8} align="center">
          <Input
            type="date"
            aria-label="From"
            value={draft.from || filter.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            onBlur={() => draft.from && filters.setRange({ from: draft.from, to: filter.to! })}
            style={{ width: 160 }}
          />
          <Input
            type="date"
            aria-label="To"
            value={draft.to || filter.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            onBlur={() => draft.to && filters.setRange({ from: filter.from!, to: draft.to })}
            style={{ width: 160 }}
          />
        </Flex>
      )}
      {filters.setProject && <ProjectPicker value={filter.projectId} onChange={filters.setProject} />}
      <Select
        aria-label="Language"
        allowClear
        placeholder="All languages"
        style={{ width: 180, maxWidth: '100%' }}
        value={filter.lang}
        onChange={(value?: string) => filters.setLang(value)}
        options={languages.map((code) => ({ value: code, label: languageLabel(code) }))}
      />
      {domains.length > 1 && (
        <Select
          aria-label="Domain"
          allowClear
          placeholder="All domains"
          style={{ width: 200, maxWidth: '100%' }}
          value={filter.domain}
          onChange={(value?: string) => filters.setDomain(value)}
          options={domains.map((d) => ({ value: d, label: d }))}
        />
      )}
      <Dropdown
        menu={{
          items: [
            { key: 'csv', label: 'CSV' },
            { key: 'xlsx', label: 'Excel (XLSX)' },
          ],
          onClick: ({ key }) => downloadAs(key as 'csv' | 'xlsx'),
        }}
      >
        <Button icon={<DownloadOutlined aria-hidden="true" />} loading={save.isPending}>
          Download
        </Button>
      </Dropdown>
    </Flex>
  );
}
