/** The multipart body of an upload: the fields in their order, then the file under `file`, with its name. */
export function fileForm(fields: Readonly<Record<string, string>>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}
