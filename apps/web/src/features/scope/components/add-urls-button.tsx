import { PlusOutlined } from '@ant-design/icons';
import { SCOPE_LIMITS } from '@lipi/contract';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddScopeUrls } from '../../../api/scope/add-scope-urls.ts';
import { failedUrls, parseUrlLines, resultsOf, scopeAddMessages, type ScopeAddResults } from '../lib/scope-add-messages.ts';

/** Add URLs by hand: one per line; the toasts and the list of refusals come from the result map. */
export function AddUrlsButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<{ url: string; reason: string }[]>([]);
  const add = useAddScopeUrls(projectId);
  const urls = parseUrlLines(text);

  const show = (results: ScopeAddResults | null) => {
    for (const message of scopeAddMessages(results)) toast[message.kind](message.text);
    setRefused(failedUrls(results));
  };
  const submit = () => {
    if (urls.length === 0) return;
    add.mutate(urls, {
      onSuccess: (reply) => {
        show(reply.results);
        if (failedUrls(reply.results).length === 0) close();
        else
          setText(
            failedUrls(reply.results)
              .map((r) => r.url)
              .join('\n'),
          );
      },
      onError: (error) => show(isApiError(error) ? resultsOf(error.data) : null),
    });
  };
  const close = () => {
    setOpen(false);
    setText('');
    setRefused([]);
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        Add URLs
      </Button>
      <Modal
        open={open}
        title="Add URLs to scope"
        onCancel={close}
        okText={urls.length > 1 ? `Add ${urls.length} URLs` : 'Add URL'}
        onOk={submit}
        okButtonProps={{ disabled: urls.length === 0 || urls.length > SCOPE_LIMITS.addUrls }}
        confirmLoading={add.isPending}
        cancelButtonProps={{ disabled: add.isPending }}
        destroyOnHidden
      >
        <Form layout="vertical" onFinish={submit} disabled={add.isPending}>
          <Form.Item
            label="URLs, one per line"
            htmlFor="scope-add-urls"
            extra={`Pages of the project's own domains, at most ${SCOPE_LIMITS.addUrls} at a time.`}
            validateStatus={urls.length > SCOPE_LIMITS.addUrls ? 'error' : undefined}
            help={urls.length > SCOPE_LIMITS.addUrls ? `Please add at most ${SCOPE_LIMITS.addUrls} URLs at a time` : undefined}
          >
            <Input.TextArea
              id="scope-add-urls"
              rows={8}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={'https://www.example.com/about\nhttps://www.example.com/contact'}
              autoFocus
            />
          </Form.Item>
        </Form>
        {refused.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title="These URLs were not added"
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {refused.slice(0, 20).map((r) => (
                  <li key={r.url} className="url-cell">
                    {r.url}: {r.reason}
                  </li>
                ))}
                {refused.length > 20 ? <li>and {refused.length - 20} more</li> : null}
              </ul>
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
