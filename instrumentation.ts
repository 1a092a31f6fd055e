// Runs once when the Next.js server starts, before its first request: checks the settings (a bad
// one stops the start instead of the first page) and installs the request guards. The database
// opens and migrates meanwhile, without holding up the start (server/startup.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/startup');
  startServer();
}
