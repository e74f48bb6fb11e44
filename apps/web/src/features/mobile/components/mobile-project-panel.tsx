import { UploadOutlined } from '@ant-design/icons';
import { MOBILE_FILE_ACCEPT } from '@lipi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useAddMobileLanguages } from '../../../api/mobile/add-mobile-languages.ts';
import { invalidateMobile, useStringFiles } from '../../../api/mobile/string-files.ts';
import { useUploadStringFile } from '../../../api/mobile/upload-string-file.ts';
import { canAssignCollaborators } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { MobileCollaboratorsCard } from './mobile-collaborators-card.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { MobileKeysCard } from './mobile-keys-card.tsx';
import { StringFilesCard } from './string-files-card.tsx';

type Props = { projectId: string; canEdit: boolean };

/** A mobile app project's page: its string files and languages, the per-key list and the downloads. */
export function MobileProjectPanel({ projectId, canEdit }: Props) {
  const files = useStringFiles(projectId);
  const canAssign = canAssignCollaborators(useCurrentUser()?.role);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <StringFilesCard projectId={projectId} canEdit={canEdit} />
      {canEdit && files.data ? <AddLanguages projectId={projectId} current={files.data.languages} /> : null}
      {canEdit && files.data ? <AddFile projectId={projectId} /> : null}
      {canAssign ? <MobileCollaboratorsCard projectId={projectId} /> : null}
      {files.data && files.data.files.length ? (
        <MobileKeysCard
          key={files.data.files.map((f) => f.fileId).join()}
          projectId={projectId}
          files={files.data.files}
          languages={files.data.languages}
          canEdit={canEdit}
        />
      ) : null}
    </div>
  );
}

function AddLanguages({ projectId, current }: { projectId: string; current: string[] }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const add = useAddMobileLanguages(projectId);
  const fresh = chosen.filter((l) => !current.includes(l));
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Add languages</h2>}>
      <Space wrap style={{ width: '100%' }}>
        <LanguageSelect aria-label="Languages to add" value={chosen} onChange={setChosen} style={{ minWidth: 260 }} />
        <Button
          type="primary"
          disabled={fresh.length === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(fresh, {
              onSuccess: (reply) => {
                toast.success(reply.message);
                setChosen([]);
              },
            })
          }
        >
          Add
        </Button>
      </Space>
      {add.isError ? <Alert type="error" showIcon title={errorMessage(add.error)} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}

/** A further file of the app (a .stringsdict beside Localizable.strings, a second strings.xml…). */
function AddFile({ projectId }: { projectId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadStringFile();
  const queryClient = useQueryClient();
  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, projectId, projectName: '', languages: [] },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          void invalidateMobile(queryClient, projectId);
        },
      },
    );
    if (input.current) input.current.value = '';
  };
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Add a file</h2>}>
      <Typography.Paragraph type="secondary">
        Android strings.xml, iOS .strings, .stringsdict or .xcstrings (String Catalog), or a Flutter .arb template.
      </Typography.Paragraph>
      <input ref={input} type="file" accept={MOBILE_FILE_ACCEPT} hidden aria-label="String file to add" onChange={(e) => onFile(e.target.files?.[0])} />
      <Button icon={<UploadOutlined aria-hidden="true" />} loading={upload.isPending} onClick={() => input.current?.click()}>
        Choose a file
      </Button>
      {upload.isError ? <Alert type="error" showIcon title={errorMessage(upload.error)} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}
