import { ENGINE_TEST_SAMPLE, MT_ENGINE_SETUP, type MtEngineId } from '@lipi/contract';
import { Alert, Button, Collapse, Descriptions, Empty, Form, Input, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useEngineTest } from '../../../api/engines/engine-test.ts';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel, languageName } from '../../../lib/languages.ts';
import { useEngines, type EngineList } from '../../../api/machine-translation/list-engines.ts';

type Engine = EngineList['engines'][number];

/** How to connect each engine: its settings, whether this server has them, what it translates, and a Test button. */
export function EngineSetup({ canEdit }: { canEdit: boolean }) {
  const engines = useEngines();
  if (engines.isPending) return <Skeleton active />;
  if (engines.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load the engines"
        description={errorMessage(engines.error)}
        action={<Button onClick={() => void engines.refetch()}>Try again</Button>}
      />
    );
  const real = engines.data.engines.filter((e) => e.id !== 'transliteration');
  return (
    <>
      <p style={{ marginTop: 0, color: '#55536b' }}>
        Without a translation engine, Lipi can only transliterate: write the English text in the target script. Connect an engine by setting its settings on the
        server (see README, settings) and restarting it; then choose it per language in Engines.
        {real.some((e) => e.configured) ? '' : ' No translation engine is configured on this server yet.'}
      </p>
      <Collapse
        items={engines.data.engines.map((engine) => ({
          key: engine.id,
          label: (
            <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              {engine.label}
              {engine.configured ? <ToneTag tone="success">Configured</ToneTag> : <ToneTag tone="neutral">Not configured</ToneTag>}
            </span>
          ),
          children: <EnginePage engine={engine} canEdit={canEdit} />,
        }))}
      />
    </>
  );
}

function EnginePage({ engine, canEdit }: { engine: Engine; canEdit: boolean }) {
  const setup = MT_ENGINE_SETUP[engine.id as MtEngineId];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {setup ? <p style={{ margin: 0 }}>{setup.about}</p> : null}
      {setup && setup.settings.length > 0 ? (
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          scroll={{ x: 480 }}
          dataSource={[...setup.settings]}
          columns={[
            { title: 'Setting', dataIndex: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
            { title: 'Needed', dataIndex: 'required', render: (required: boolean) => (required ? 'Required' : 'Optional') },
            { title: 'What to set', dataIndex: 'note' },
          ]}
        />
      ) : null}
      <Languages engine={engine} />
      {engine.configured && canEdit ? <EngineTest engine={engine} /> : null}
    </div>
  );
}

function Languages({ engine }: { engine: Engine }) {
  if (!engine.configured) return null;
  const others = (engine.pairs ?? []).filter((p) => p.source !== 'en');
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="From English into">
        {engine.targets.length
          ? engine.targets.map(languageName).join(', ')
          : engine.languagesPending
            ? 'Reading the provider’s language list…'
            : 'No language on this server'}
      </Descriptions.Item>
      {others.length ? (
        <Descriptions.Item label="Other pairs">{others.map((p) => `${languageName(p.source)} → ${languageName(p.target)}`).join(', ')}</Descriptions.Item>
      ) : null}
      {engine.languagesError ? <Descriptions.Item label="Language list">{`Could not be read: ${engine.languagesError}`}</Descriptions.Item> : null}
    </Descriptions>
  );
}

function EngineTest({ engine }: { engine: Engine }) {
  const test = useEngineTest();
  const [target, setTarget] = useState<string | undefined>(engine.targets[0]);
  const [text, setText] = useState(ENGINE_TEST_SAMPLE);
  const result = test.data;
  if (engine.targets.length === 0) return <Empty description="No language to test: the server offers no pair from English." />;
  return (
    <Form layout="vertical" onFinish={() => target && test.mutate({ engine: engine.id as MtEngineId, source: 'en', target, text })}>
      <Space wrap align="end">
        <Form.Item label="Into" style={{ marginBottom: 0 }}>
          <Select
            aria-label={`Test ${engine.label} into`}
            value={target}
            onChange={setTarget}
            options={engine.targets.map((t) => ({ value: t, label: languageLabel(t) }))}
            style={{ minWidth: 180 }}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item label="Sample sentence" style={{ marginBottom: 0, minWidth: 260 }}>
          <Input aria-label={`Sample sentence for ${engine.label}`} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={test.isPending} disabled={!target || !text.trim()}>
          Test
        </Button>
      </Space>
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {test.isError ? <Alert type="error" showIcon title="The test could not be run" description={errorMessage(test.error)} /> : null}
        {result?.ok ? (
          <Alert
            type="success"
            showIcon
            title={`${engine.label} answered in ${result.ms} ms`}
            description={<span lang={result.target}>{result.translation}</span>}
          />
        ) : null}
        {result && !result.ok ? <Alert type="error" showIcon title={`${engine.label} failed`} description={result.error} /> : null}
      </div>
    </Form>
  );
}
