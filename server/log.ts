/** One JSON line per event on stderr/stdout; level from LOG_LEVEL (error-only in production). */
const LEVELS = { error: 0, warn: 1, info: 2, debug: 3 } as const;
export type LogLevel = keyof typeof LEVELS;

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel): Logger {
  const write = (at: LogLevel) => (msg: string, fields?: Record<string, unknown>) => {
    if (LEVELS[at] > LEVELS[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields });
    if (at === 'error' || at === 'warn') process.stderr.write(line + '\n');
    else process.stdout.write(line + '\n');
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}
