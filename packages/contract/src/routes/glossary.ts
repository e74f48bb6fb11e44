import {
  addGlossaryTermRequest,
  deleteGlossaryEntriesReply,
  deleteGlossaryRequest,
  getGlossaryRequest,
  glossaryCsvRequest,
  glossaryPageReply,
  glossaryTermSchema,
  glossaryUploadReply,
} from '../api/glossary.ts';
import { deleteTransliterationEntriesRequest, getTransliterationEntriesRequest, transliterationEntriesReply } from '../api/transliteration.ts';
import { defineRoute, FILE_REPLY } from './define.ts';

const tag = 'Glossary';

/** Glossary terms masked before machine translation. */
export const GLOSSARY_ROUTES = {
  add: defineRoute({
    method: 'POST',
    path: 'glossary/add',
    tag,
    summary: 'Add or replace a glossary term',
    body: addGlossaryTermRequest,
    reply: glossaryTermSchema,
    errors: ['NOT_FOUND'],
  }),
  upload: defineRoute({
    method: 'POST',
    path: 'glossary/upload',
    tag,
    summary: 'Upload glossary terms (multipart: projectId, CSV or XLSX file)',
    multipart: true,
    reply: glossaryUploadReply,
    errors: ['NOT_FOUND'],
  }),
  get: defineRoute({
    method: 'POST',
    path: 'glossary/get',
    tag,
    summary: 'Glossary terms, paged and searchable',
    body: getGlossaryRequest,
    reply: glossaryPageReply,
    errors: ['NOT_FOUND'],
  }),
  delete: defineRoute({
    method: 'POST',
    path: 'glossary/delete',
    tag,
    summary: 'Delete glossary terms',
    body: deleteGlossaryRequest,
    reply: deleteGlossaryEntriesReply,
    errors: ['NOT_FOUND'],
  }),
  csv: defineRoute({
    method: 'POST',
    path: 'glossary/csv/get',
    tag,
    summary: 'The glossary as a CSV file (maskTermsList.csv)',
    body: glossaryCsvRequest,
    reply: FILE_REPLY,
    errors: ['NOT_FOUND'],
  }),
} as const;

const t13nTag = 'Transliteration';
const upload = { method: 'POST', tag: t13nTag, multipart: true, reply: glossaryUploadReply, errors: ['NOT_FOUND'] } as const;
const get = { method: 'POST', tag: t13nTag, body: getTransliterationEntriesRequest, reply: transliterationEntriesReply, errors: ['NOT_FOUND'] } as const;
const remove = { method: 'POST', tag: t13nTag, body: deleteTransliterationEntriesRequest, reply: deleteGlossaryEntriesReply, errors: ['NOT_FOUND'] } as const;
const csv = { method: 'POST', tag: t13nTag, body: glossaryCsvRequest, reply: FILE_REPLY, errors: ['NOT_FOUND'] } as const;

/**
 * The transliteration memory (`transliteration/…`) and glossary (`transliterationGlossary/…`): a word
 * and how it is written in a target script. Same shapes; the upload is `post` for one, `create` for the other.
 */
export const TRANSLITERATION_ROUTES = {
  memoryUpload: defineRoute({
    ...upload,
    path: 'transliteration/post',
    summary: 'Upload transliteration memory entries (multipart: projectId, CSV or XLSX file)',
  }),
  memoryGet: defineRoute({ ...get, path: 'transliteration/get', summary: 'Transliteration memory entries, paged' }),
  memoryDelete: defineRoute({ ...remove, path: 'transliteration/delete', summary: 'Delete transliteration memory entries' }),
  memoryCsv: defineRoute({ ...csv, path: 'transliteration/csv/get', summary: 'The transliteration memory as a CSV file' }),
  glossaryUpload: defineRoute({
    ...upload,
    path: 'transliterationGlossary/create',
    summary: 'Upload transliteration glossary entries (multipart: projectId, CSV or XLSX file)',
  }),
  glossaryGet: defineRoute({ ...get, path: 'transliterationGlossary/get', summary: 'Transliteration glossary entries, paged' }),
  glossaryDelete: defineRoute({ ...remove, path: 'transliterationGlossary/delete', summary: 'Delete transliteration glossary entries' }),
  glossaryCsv: defineRoute({ ...csv, path: 'transliterationGlossary/csv/get', summary: 'The transliteration glossary as a CSV file' }),
} as const;
