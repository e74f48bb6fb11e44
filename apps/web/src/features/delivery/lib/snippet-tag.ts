/** The one line a customer pastes before </head> on every page. */
export function snippetTag(publicUrl: string, projectId: string): string {
  return `<script src="${publicUrl.replace(/\/$/, '')}/snippet.js" data-project-id="${projectId}" defer></script>`;
}
