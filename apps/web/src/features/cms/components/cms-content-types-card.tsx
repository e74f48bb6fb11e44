import { Alert, Button, Card, Checkbox, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCmsContentTypes } from '../../../api/cms/cms-content-types.ts';
import { useUpdateCmsContentTypes } from '../../../api/cms/update-cms-content-types.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

type Choice = Record<string, string[]>;

/** The CMS's content types (read from it) with their translatable fields; the chosen ones are synced. */
export function CmsContentTypesCard({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const types = useCmsContentTypes(projectId);
  const save = useUpdateCmsContentTypes(projectId);
  const [choice, setChoice] = useState<Choice>({});
  useEffect(() => {
    if (types.data) setChoice(Object.fromEntries(types.data.contentTypes.filter((t) => t.selected).map((t) => [t.uid, t.selectedFields])));
  }, [types.data]);
  const title = <h2 style={{ fontSize: 16, margin: 0 }}>Content to translate</h2>;
  if (types.isLoading) return <Card title={title}>{<Skeleton active />}</Card>;
  if (types.isError) return <Card title={title}>{<Alert type="error" showIcon role="alert" title={errorMessage(types.error)} />}</Card>;
  const list = types.data?.contentTypes ?? [];
  const toggle = (uid: string, field: string, on: boolean) =>
    setChoice((c) => {
      const fields = new Set(c[uid] ?? []);
      if (on) fields.add(field);
      else fields.delete(field);
      const next = { ...c, [uid]: [...fields] };
      if (next[uid]!.length === 0) delete next[uid];
      return next;
    });
  return (
    <Card title={title}>
      {list.length === 0 ? <Empty description="The CMS has no content types of its own yet." /> : null}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {list.map((t) => {
          const translatable = t.fields.filter((f) => f.translatable);
          return (
            <fieldset key={t.uid} style={{ border: '1px solid #eee', borderRadius: 8, padding: 12, margin: 0 }}>
              <legend style={{ fontWeight: 600, padding: '0 4px' }}>
                {t.displayName} <Tag>{t.kind === 'singleType' ? 'Single type' : 'Collection type'}</Tag>
              </legend>
              {!t.localized ? (
                <Typography.Text type="secondary">Internationalization is off for this type in Strapi: turn it on to translate it.</Typography.Text>
              ) : null}
              {t.localized && translatable.length === 0 ? <Typography.Text type="secondary">No localized text fields.</Typography.Text> : null}
              <Space wrap>
                {translatable.map((f) => (
                  <Checkbox
                    key={f.name}
                    disabled={!canManage}
                    checked={choice[t.uid]?.includes(f.name) ?? false}
                    onChange={(e) => toggle(t.uid, f.name, e.target.checked)}
                  >
                    {f.name} <Typography.Text type="secondary">({f.type})</Typography.Text>
                  </Checkbox>
                ))}
              </Space>
              {t.fields.some((f) => !f.translatable) ? (
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Never sent:{' '}
                    {t.fields
                      .filter((f) => !f.translatable)
                      .map((f) => f.name)
                      .join(', ')}
                  </Typography.Text>
                </div>
              ) : null}
            </fieldset>
          );
        })}
      </Space>
      {save.isError ? <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={errorMessage(save.error)} /> : null}
      {canManage && list.length > 0 ? (
        <Button
          type="primary"
          style={{ marginTop: 12 }}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ contentTypes: Object.entries(choice).map(([uid, fields]) => ({ uid, fields })) }, { onSuccess: (r) => toast.success(r.message) })
          }
        >
          Save choice
        </Button>
      ) : null}
    </Card>
  );
}
