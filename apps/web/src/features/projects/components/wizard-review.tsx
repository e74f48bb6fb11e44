import { DEFAULT_SOURCE_LANG } from '@lipi/contract';
import { Descriptions, type DescriptionsProps } from 'antd';
import type { CreateInput } from '../../../api/projects/create-project.ts';
import { languageLabel } from '../../../lib/languages.ts';
import { LanguageTags } from './language-tags.tsx';

const languagesRow = (codes: string[]) => ({ key: 'languages', label: 'Languages', children: <LanguageTags codes={codes} max={30} /> });

/** What the create request will say, as the wizard's last step shows it (one row set per kind). */
function rowsOf(input: CreateInput, isMobile: boolean, fileName?: string): DescriptionsProps['items'] {
  switch (input.kind) {
    case 'api':
      return [
        { key: 'name', label: 'Name', children: input.input.name },
        { key: 'type', label: 'Type', children: 'API / JSON content' },
        languagesRow(input.input.languages),
      ];
    case 'website':
      // A mobile app is created as a website-shaped request, then its string file is uploaded.
      return isMobile
        ? [
            { key: 'name', label: 'Name', children: input.input.name },
            { key: 'file', label: 'String file', children: fileName },
            { key: 'source', label: 'Source language', children: languageLabel(input.input.sourceLanguage ?? DEFAULT_SOURCE_LANG) },
            languagesRow(input.input.languages),
          ]
        : [
            { key: 'name', label: 'Name', children: input.input.name ?? 'From the website address' },
            { key: 'url', label: 'Website', children: input.input.url },
            { key: 'source', label: 'Source language', children: languageLabel(input.input.sourceLanguage ?? DEFAULT_SOURCE_LANG) },
            languagesRow(input.input.languages),
          ];
    default:
      return [
        { key: 'name', label: 'Name', children: input.input.name },
        ...input.input.domains.map((d, i) => ({ key: `d${i}`, label: d.url, children: <LanguageTags codes={d.languages} max={30} /> })),
      ];
  }
}

export function WizardReview({ input, isMobile, fileName }: { input: CreateInput; isMobile: boolean; fileName?: string }) {
  return <Descriptions column={1} bordered size="small" items={rowsOf(input, isMobile, fileName)} />;
}
