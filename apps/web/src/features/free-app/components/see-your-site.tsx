import { ExportOutlined, TranslationOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { usePreviewPathUrl } from '../../../api/render/preview-url.ts';
import { useFirstPage } from '../hooks/use-first-page.ts';
import { toLanguageCode } from '../lib/first-page.ts';

type Props = { projectId: string; homeUrl: string; languages: string[] };

/**
 * The free trial's moment of truth: once the home page is translated into the first language,
 * one button opens it through the translating proxy. Until then, where it is.
 */
export function SeeYourSite({ projectId, homeUrl, languages }: Props) {
  const first = languages[0] ?? null;
  const lang = first ? toLanguageCode(first) : null;
  const name = first ? languageName(first) : '';
  const { state, isError, retry } = useFirstPage(projectId, homeUrl, lang);
  const preview = usePreviewPathUrl({ projectId, url: homeUrl, lang: lang ?? '' }, state?.kind === 'ready');

  if (!lang) return null;
  // The built-in engine only writes English in the language's script: never call that a translation.
  const run = state?.kind === 'ready' ? state.run : null;
  const transliterated = run ? run.kind === 't13n' || run.engine === 'transliteration' : state?.kind === 'translating' && state.transliteration;
  const title = <h2 style={{ margin: 0, fontSize: 18 }}>{transliterated ? `Your site in ${name} script` : `Your site in ${name}`}</h2>;
  const body = (() => {
    if (isError)
      return <Alert type="warning" showIcon title="We could not check the translation of your home page" action={<Button onClick={retry}>Try again</Button>} />;
    if (!state) return <Skeleton active paragraph={{ rows: 1 }} />;
    if (state.kind === 'failed')
      return <Alert type="warning" showIcon title={`Your home page could not be translated into ${name}`} description={state.error} />;
    if (state.kind === 'ready') {
      if (preview.isError)
        return (
          <Alert
            type="warning"
            showIcon
            title="The preview link could not be made"
            description={errorMessage(preview.error)}
            action={<Button onClick={() => preview.refetch()}>Try again</Button>}
          />
        );
      return (
        <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            type="primary"
            size="large"
            icon={<ExportOutlined aria-hidden="true" />}
            href={preview.data}
            target="_blank"
            rel="noopener noreferrer"
            loading={preview.isPending}
            disabled={!preview.data}
          >
            {transliterated ? `See your site transliterated into ${name}` : `See your site in ${name}`}
          </Button>
          <span style={{ color: '#55536b' }}>
            {transliterated
              ? `Transliteration: your home page's English written in ${name} script (not a translation), in a new tab. Translation needs a translation engine on the server.`
              : 'Your home page, translated by Lipi, opens in a new tab.'}
          </span>
        </div>
      );
    }
    const percent = state.kind === 'translating' && state.total > 0 ? Math.round((state.done / state.total) * 100) : 0;
    return (
      <div role="status" aria-live="polite" style={{ display: 'grid', gap: 8 }}>
        <span>
          <TranslationOutlined aria-hidden="true" style={{ marginRight: 8, color: '#3b2db5' }} />
          {state.kind === 'waiting'
            ? `Reading your home page. It is translated into ${name} as soon as its words are counted.`
            : `${state.transliteration ? 'Transliterating' : 'Translating'} your home page into ${name}: ${state.done} of ${state.total} texts`}
        </span>
        <Progress
          percent={percent}
          status="active"
          showInfo={state.kind === 'translating'}
          aria-label={`${state.kind === 'translating' && state.transliteration ? 'Transliteration' : 'Translation'} into ${name}`}
        />
      </div>
    );
  })();

  return (
    <Card title={title} style={{ marginBottom: 24, borderColor: state?.kind === 'ready' ? '#3b2db5' : undefined }}>
      {body}
    </Card>
  );
}
