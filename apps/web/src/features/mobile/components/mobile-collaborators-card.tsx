import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAssignMobileCollaborators, useMobileCollaborators } from '../../../api/mobile/mobile-collaborators.ts';
import { useCollaborators } from '../../../api/users/collaborators.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * Who of the organisation's collaborators works on this app. A website's collaborators are
 * assigned per domain; an app has none, so they are assigned to the project: they then see it in
 * their project list and translate its strings.
 */
export function MobileCollaboratorsCard({ projectId }: { projectId: string }) {
  const assigned = useMobileCollaborators(projectId);
  const all = useCollaborators();
  const save = useAssignMobileCollaborators(projectId);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const value = chosen ?? assigned.data?.collaborators.map((c) => c.id) ?? [];
  const error = assigned.error ?? all.error ?? save.error;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Collaborators</h2>} loading={assigned.isPending || all.isPending}>
      {error ? <Alert type="error" showIcon title={errorMessage(error)} style={{ marginBottom: 12 }} /> : null}
      {all.data && all.data.collaborators.length === 0 ? (
        <Typography.Paragraph type="secondary">The organisation has no collaborators yet. Invite them under Users.</Typography.Paragraph>
      ) : (
        <Space wrap style={{ width: '100%' }}>
          <Select
            mode="multiple"
            aria-label="Collaborators of this app"
            placeholder="Choose collaborators"
            value={value}
            onChange={setChosen}
            optionFilterProp="label"
            options={(all.data?.collaborators ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.email})` }))}
            style={{ minWidth: 260, maxWidth: '100%' }}
          />
          <Button
            type="primary"
            disabled={chosen === null}
            loading={save.isPending}
            onClick={() =>
              save.mutate(value, {
                onSuccess: (reply) => {
                  toast.success(reply.message);
                  setChosen(null);
                },
              })
            }
          >
            Save
          </Button>
        </Space>
      )}
    </Card>
  );
}
