import { TranslationOutlined } from '@ant-design/icons';
import { parseTranslatedPath, type UrlTranslation } from '@lipi/contract';
import { Alert, Button, Input, Modal, Popconfirm, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { useAddUrlTranslations } from '../../../api/scope/add-url-translations.ts';
import { useUrlTranslations } from '../../../api/scope/list-url-translations.ts';
import { useRemoveTranslatedUrl } from '../../../api/scope/remove-translated-url.ts';
import { useUpdateTranslatedUrl } from '../../../api/scope/update-translated-url.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';

type Props = { projectId: string; url: string; languages: string[] };

/** A page's address per language on the translating proxy (e.g. /hi/hamare-bare-mein for /about). */
export function TranslatedPathsButton({ projectId, url, languages }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Translated addresses of this page">
        <Button size="small" icon={<TranslationOutlined aria-hidden="true" />} aria-label={`Translated paths of ${url}`} onClick={() => setOpen(true)}>
          Paths
        </Button>
      </Tooltip>
      <Modal open={open} title="Translated paths" onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        {open ? <TranslatedPathsForm projectId={projectId} url={url} languages={languages} /> : null}
      </Modal>
    </>
  );
}

function TranslatedPathsForm({ projectId, url, languages }: Props) {
  const list = useUrlTranslations(projectId, url, true);
  const sourcePath = new URL(url).pathname;
  if (list.isPending) return <Spin size="small" aria-label="Loading the translated paths" />;
  if (list.isError) return <Alert type="error" showIcon title="We could not load the translated paths" description={errorMessage(list.error)} />;
  const byLang = new Map(list.data.translations.map((t) => [t.lang, t]));
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0 }}>
        Visitors of the translated site see this page at its translated path, and links, hreflang and canonical use it. The original path{' '}
        <code>{sourcePath}</code> and earlier paths redirect to it.
      </p>
      {languages.map((lang) => (
        <PathRow key={lang} projectId={projectId} url={url} lang={lang} sourcePath={sourcePath} current={byLang.get(lang)} />
      ))}
    </div>
  );
}

function PathRow({
  projectId,
  url,
  lang,
  sourcePath,
  current,
}: {
  projectId: string;
  url: string;
  lang: string;
  sourcePath: string;
  current?: UrlTranslation;
}) {
  const [value, setValue] = useState(current?.translatedPath ?? '');
  const [error, setError] = useState<string | null>(null);
  const add = useAddUrlTranslations(projectId);
  const update = useUpdateTranslatedUrl(projectId);
  const remove = useRemoveTranslatedUrl(projectId);
  const inputId = `path-${lang}`;
  const removePath = () =>
    remove.mutate(
      { lang, url },
      {
        onSuccess: (reply) => {
          setValue('');
          setError(null);
          toast.success(reply.message);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  const save = () => {
    const checked = parseTranslatedPath(value);
    if (!checked.ok) return setError(checked.message);
    setError(null);
    const onError = (e: unknown) => setError(errorMessage(e));
    if (current) {
      update.mutate({ lang, url, translatedPath: checked.path }, { onSuccess: (reply) => toast.success(reply.message), onError });
      return;
    }
    add.mutate(
      { lang, translations: [{ url, translatedPath: checked.path }] },
      {
        onSuccess: (reply) => {
          const refused = reply.data.rejected[0];
          if (refused) setError(refused.reason);
          else toast.success(reply.message);
        },
        onError,
      },
    );
  };
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={inputId} style={{ fontWeight: 600 }}>
        {languageName(lang)}
      </label>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          id={inputId}
          value={value}
          placeholder={sourcePath}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onPressEnter={save}
        />
        <Button onClick={save} loading={add.isPending || update.isPending} disabled={!value.trim() || value === current?.translatedPath}>
          Save
        </Button>
        {current ? (
          <Popconfirm
            title={`Remove the ${languageName(lang)} path?`}
            description={`The page goes back to ${sourcePath}; its translated paths redirect there.`}
            okText="Remove"
            onConfirm={removePath}
          >
            <Button danger loading={remove.isPending} aria-label={`Remove the ${languageName(lang)} path`}>
              Remove
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      {error ? (
        <span id={`${inputId}-error`} role="alert" style={{ color: '#b42318', fontSize: 13 }}>
          {error}
        </span>
      ) : null}
      {current?.previousPaths.length ? <span style={{ fontSize: 12, color: '#55536b' }}>Redirects here: {current.previousPaths.join(', ')}</span> : null}
    </div>
  );
}
