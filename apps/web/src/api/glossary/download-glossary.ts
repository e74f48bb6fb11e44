import { GLOSSARY_CSV_FILENAME, GLOSSARY_ROUTES } from '@lipi/contract';
import { download } from '../../lib/call.ts';

/** Saves the glossary as maskTermsList.csv; resolves to the file's name. */
export const downloadGlossary = (projectId: string) => download(GLOSSARY_ROUTES.csv, { projectId }, GLOSSARY_CSV_FILENAME);
