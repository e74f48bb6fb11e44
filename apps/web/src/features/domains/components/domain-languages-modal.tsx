import { MESSAGES } from '@lipi/contract';
import { Form, Modal } from 'antd';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateDomain } from '../../../api/domains/update-domain.ts';

type Props = { projectId: string; hostname: string; languages: string[]; open: boolean; onClose: () => void };

/** Change the target languages of one domain. */
export function DomainLanguagesModal({ projectId, hostname, languages, open, onClose }: Props) {
  const [form] = Form.useForm<{ languages: string[] }>();
  const update = useUpdateDomain(projectId);
  const submit = ({ languages: next }: { languages: string[] }) =>
    update.mutate(
      { hostname, languages: next },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Modal
      open={open}
      title={`Languages of ${hostname}`}
      okText="Save languages"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      cancelButtonProps={{ disabled: update.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ languages }} onFinish={submit} disabled={update.isPending}>
        <Form.Item name="languages" label="Target languages" rules={[{ required: true, type: 'array', min: 1, message: MESSAGES.languagesRequired }]}>
          <LanguageSelect aria-label="Target languages" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
