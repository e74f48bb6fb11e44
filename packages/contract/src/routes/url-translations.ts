import {
  addUrlTranslationsReply,
  addUrlTranslationsRequest,
  listUrlTranslationsReply,
  listUrlTranslationsRequest,
  removeTranslatedUrlReply,
  removeTranslatedUrlRequest,
  updateTranslatedUrlReply,
  updateTranslatedUrlRequest,
} from '../api/url-translations.ts';
import { defineRoute } from './define.ts';

const tag = 'Scope';

/** Translated URL paths of the proxy (docs/proxy.md, "Translated paths"). */
export const URL_TRANSLATION_ROUTES = {
  add: defineRoute({
    method: 'POST',
    path: 'scope/addUrlTranslations',
    tag,
    summary: 'Add translated URL paths of pages in one language',
    body: addUrlTranslationsRequest,
    reply: addUrlTranslationsReply,
    errors: ['NOT_FOUND', 'BAD_REQUEST'],
  }),
  update: defineRoute({
    method: 'POST',
    path: 'scope/updateTranslatedUrl',
    tag,
    summary: "Change a page's translated path (the old one redirects permanently)",
    body: updateTranslatedUrlRequest,
    reply: updateTranslatedUrlReply,
    errors: ['NOT_FOUND', 'BAD_REQUEST', 'CONFLICT'],
  }),
  remove: defineRoute({
    method: 'POST',
    path: 'scope/removeTranslatedUrl',
    tag,
    summary: "Remove a page's translated path in one language (its paths redirect to the original one)",
    body: removeTranslatedUrlRequest,
    reply: removeTranslatedUrlReply,
    errors: ['NOT_FOUND'],
  }),
  list: defineRoute({
    method: 'POST',
    path: 'scope/urlTranslations/list',
    tag,
    summary: "The project's translated URL paths",
    body: listUrlTranslationsRequest,
    reply: listUrlTranslationsReply,
    errors: ['NOT_FOUND'],
  }),
} as const;
