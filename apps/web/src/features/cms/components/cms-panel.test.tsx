import '../../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render.tsx';
import { CmsPanel } from './cms-panel.tsx';

const NOT_CONNECTED = {
  connected: false,
  provider: 'strapi',
  baseUrl: '',
  hasToken: false,
  version: 5,
  environment: 'prod',
  domain: '',
  autoSync: false,
  webhookUrl: 'http://localhost/api/apiTranslation/json/webhook?projectId=p1',
  webhookHeader: 'x-lipi-webhook-secret',
  locales: [],
  verifiedAt: null,
};
const STRAPI_SAID = 'INVALID API: Api verication failed: 401 UnauthorizedError: Missing or invalid credentials';

// Three antd cards with tables render slowly in jsdom on a loaded machine (as the delivery panel's test).
describe('CMS panel', { timeout: 60_000 }, () => {
  it('verifies the address and token and shows Strapi’s refusal as it said it; nothing else shows before a connection', async () => {
    const { calls } = stubApi({
      'apiTranslation/details/api/get': { data: NOT_CONNECTED },
      'apiTranslation/api/verify': { status: 400, message: STRAPI_SAID, type: 'BAD_REQUEST' },
    });
    renderWithProviders(<CmsPanel projectId="p1" canManage languages={['hi']} />);
    fireEvent.change(await screen.findByLabelText('Strapi address'), { target: { value: 'https://cms.example.in' } });
    fireEvent.change(screen.getByLabelText('API token'), { target: { value: 'secret-token' } });
    // Text queries, not *ByRole: role queries over antd's tree take seconds in jsdom.
    fireEvent.click(screen.getByText('Verify').closest('button')!);
    expect(await screen.findByText(STRAPI_SAID)).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'apiTranslation/api/verify')?.body).toEqual({
        projectId: 'p1',
        baseUrl: 'https://cms.example.in',
        token: 'secret-token',
      }),
    );
    expect(screen.queryByText('Content to translate')).toBeNull();
    expect(screen.queryByText('Sync and translate')).toBeNull();
  });

  it('once connected, lists content types with their translatable fields and the entries with their status; a chosen type is machine-translated', async () => {
    const { calls } = stubApi({
      'apiTranslation/details/api/get': {
        data: { ...NOT_CONNECTED, connected: true, hasToken: true, baseUrl: 'https://cms.example.in', locales: ['en', 'hi'] },
      },
      'apiTranslation/contentTypes/list': {
        data: {
          contentTypes: [
            {
              uid: 'api::article.article',
              kind: 'collectionType',
              displayName: 'Article',
              pluralName: 'articles',
              singularName: 'article',
              localized: true,
              fields: [
                { name: 'title', type: 'string', localized: true, translatable: true },
                { name: 'slug', type: 'string', localized: false, translatable: false },
              ],
              selected: true,
              selectedFields: ['title'],
            },
          ],
        },
      },
      'apiTranslation/getApiList': {
        data: {
          contentTypes: [{ uid: 'api::article.article', displayName: 'Article', kind: 'collectionType', status: 'applied_nmt', entries: 1, segments: 3 }],
          entries: [
            {
              uid: 'api::article.article',
              documentId: 'd1',
              title: 'Hello world',
              status: 'applied',
              appliedLangs: ['hi'],
              error: null,
              updatedAt: '2026-11-27T10:00:00Z',
            },
          ],
          lastSync: null,
        },
      },
    });
    renderWithProviders(<CmsPanel projectId="p1" canManage languages={['hi']} />);
    expect(await screen.findByText('Connected to https://cms.example.in')).toBeTruthy();
    expect((await screen.findByText('title')).closest('label')!.querySelector('input')!.checked).toBe(true);
    expect(screen.getByText(/Never sent: slug/)).toBeTruthy();
    expect(await screen.findByText('Hello world')).toBeTruthy();
    expect(screen.getByText('Written back')).toBeTruthy();
    expect(screen.getByText('Machine translated')).toBeTruthy();

    const translate = screen.getByText('Machine translate').closest('button')!;
    expect(translate.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Choose Article'));
    await waitFor(() => expect(translate.disabled).toBe(false));
    fireEvent.click(translate);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'apiTranslation/nmt')?.body).toEqual({ projectId: 'p1', contentTypes: ['api::article.article'], targetLang: 'hi' }),
    );
  });
});
