import { LANGUAGES } from '@lipi/contract';
import { Button, Card, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useAddApiLanguages, useDeleteApiLanguage } from '../../../api/api-content/api-languages.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';

/** The API project's target languages: add (files, the dynamic call and the editor get them) or remove one. */
export function ApiLanguagesCard({ projectId, languages, canManage }: { projectId: string; languages: string[]; canManage: boolean }) {
  const [adding, setAdding] = useState<string[]>([]);
  const add = useAddApiLanguages(projectId);
  const remove = useDeleteApiLanguage(projectId);
  const options = LANGUAGES.filter((l) => l.code !== 'en' && !languages.includes(l.code)).map((l) => ({ value: l.code, label: languageLabel(l.code) }));
  const submit = () =>
    add.mutate(adding, {
      onSuccess: (reply) => {
        // A connected CMS without the locale: say so (nothing is written for it until the CMS has it).
        if (reply.data.missingInCms.length) toast.warning(reply.message);
        else toast.success(reply.message || 'Languages added');
        setAdding([]);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Card size="small" title={<h3 style={{ fontSize: 14, margin: 0 }}>Languages</h3>} style={{ marginBottom: 16 }}>
      <Space wrap>
        {languages.map((lang) =>
          canManage && languages.length > 1 ? (
            <Popconfirm
              key={lang}
              title={`Remove ${languageLabel(lang)}?`}
              description="Its translations only this project uses are deleted."
              okText="Remove"
              onConfirm={() =>
                remove.mutate(lang, { onSuccess: () => toast.success('Language removed'), onError: (error) => toast.error(errorMessage(error)) })
              }
            >
              <Button size="small" aria-label={`Remove ${languageLabel(lang)}`}>
                {languageLabel(lang)} ✕
              </Button>
            </Popconfirm>
          ) : (
            <Tag key={lang}>{languageLabel(lang)}</Tag>
          ),
        )}
        {canManage ? (
          <>
            <Select
              mode="multiple"
              aria-label="Languages to add"
              placeholder="Add languages"
              value={adding}
              onChange={setAdding}
              options={options}
              optionFilterProp="label"
              style={{ minWidth: 200, maxWidth: '100%' }}
            />
            <Button onClick={submit} disabled={adding.length === 0} loading={add.isPending}>
              Add
            </Button>
          </>
        ) : null}
      </Space>
    </Card>
  );
}
