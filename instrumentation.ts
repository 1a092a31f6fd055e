// Runs once when the Next.js server starts: validate configuration and migrate the database
// before the first request, so a bad setting stops the start instead of the first page.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/startup');
  await startServer();
}
