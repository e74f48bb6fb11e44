import type { Pipeline } from '@lipi/contract';
import { Button, Checkbox, Form, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useCmsMachineTranslate, useCmsSendToTranslators } from '../../../api/cms/cms-translate.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { RequestServiceFields } from '../../../components/request-service-fields.tsx';

type SendValues = { targetLangs: string[]; pipeline: Pipeline; dueDate?: string; notes?: string };

/**
 * What to do with the content types chosen in the table: machine-translate their synced entries into
 * one language (a translation run; "Write translations back again" then writes the locales), or send
 * them to professional translators (a request with its analysis and quote in Professional translation).
 */
export function CmsTranslateActions({ projectId, languages, selected }: { projectId: string; languages: string[]; selected: string[] }) {
  const [targetLang, setTargetLang] = useState<string | undefined>(languages[0]);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<SendValues>();
  const translate = useCmsMachineTranslate(projectId);
  const send = useCmsSendToTranslators(projectId);
  const none = selected.length === 0;

  const onTranslate = () =>
    targetLang &&
    translate.mutate(
      { contentTypes: selected, targetLang },
      { onSuccess: () => toast.success(`Machine translation into ${languageLabel(targetLang)} started`), onError: (e) => toast.error(errorMessage(e)) },
    );
  const onSend = (values: SendValues) =>
    send.mutate(
      { contentTypes: selected, targetLangs: values.targetLangs, pipeline: values.pipeline, dueDate: values.dueDate || undefined, notes: values.notes ?? '' },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || 'Sent to professional translation');
          setSending(false);
          form.resetFields();
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );

  return (
    <Space wrap style={{ marginBottom: 12 }} aria-label="Translate the chosen content types">
      <Select
        aria-label="Language to machine-translate into"
        style={{ minWidth: 160 }}
        value={targetLang}
        onChange={setTargetLang}
        options={languages.map((l) => ({ value: l, label: languageLabel(l) }))}
        placeholder="Language"
      />
      <Button disabled={none || !targetLang} loading={translate.isPending} onClick={onTranslate}>
        Machine translate
      </Button>
      <Button disabled={none} onClick={() => setSending(true)}>
        Send to professional translators
      </Button>
      <Modal
        open={sending}
        title="Send to professional translators"
        okText="Send"
        confirmLoading={send.isPending}
        onOk={() => form.submit()}
        onCancel={() => setSending(false)}
        destroyOnHidden
      >
        <Form<SendValues> form={form} layout="vertical" onFinish={onSend} initialValues={{ pipeline: 'translationProofreading', targetLangs: [] }}>
          <Form.Item label="Languages" name="targetLangs" extra="The quote is in Professional translation once the request is analysed.">
            <Checkbox.Group options={languages.map((l) => ({ value: l, label: languageLabel(l) }))} />
          </Form.Item>
          <RequestServiceFields />
        </Form>
      </Modal>
    </Space>
  );
}
