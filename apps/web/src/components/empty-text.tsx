/** A table's empty message in the readable muted colour (antd's default placeholder colour is below 4.5:1). */
export function EmptyText({ children }: { children: string }) {
  return <span style={{ color: '#55536b' }}>{children}</span>;
}
