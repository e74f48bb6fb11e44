import { MOBILE_ROUTES } from '@lipi/contract';
import { download } from '../../lib/call.ts';

/** One translated file (saved under its own name; the folder is shown next to the button). */
export const downloadStringFile = (input: { projectId: string; fileId: string; targetLang: string }, fileName: string) =>
  download(MOBILE_ROUTES.download, input, fileName);

/** Every resource folder of the project in one zip (res/values*, as Android Studio lays them out). */
export const downloadResourcesZip = (projectId: string) => download(MOBILE_ROUTES.zip, { projectId }, 'strings.zip');
