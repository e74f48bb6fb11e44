const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

export const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : date.format(d);
};
