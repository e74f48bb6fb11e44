/** A listen failure in one line a person can act on (the port is taken, a low port needs rights…). */
export function listenErrorMessage(err: NodeJS.ErrnoException, where: { PORT: number; HOST: string }): string {
  const at = `${where.HOST}:${where.PORT}`;
  if (err.code === 'EADDRINUSE') return `Lipi cannot start: port ${where.PORT} is already in use on ${where.HOST} (stop the other program or set PORT)`;
  if (err.code === 'EACCES') return `Lipi cannot start: no permission to listen on ${at} (use a port above 1023 or set PORT)`;
  if (err.code === 'EADDRNOTAVAIL') return `Lipi cannot start: ${where.HOST} is not an address of this machine (set HOST)`;
  return `Lipi cannot start: listening on ${at} failed: ${err.message}`;
}
