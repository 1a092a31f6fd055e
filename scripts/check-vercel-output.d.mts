export const FUNCTION_LIMIT_BYTES: number;

export interface VercelFunctionSize {
  name: string;
  bytes: number;
  link: string | null;
  runtime?: string;
  maxDuration?: number;
}

export interface CronJob {
  path: string;
  schedule: string;
}

export interface VercelOutputCheck {
  functions: VercelFunctionSize[];
  crons: CronJob[];
  /** The pages the host caches itself (ISR), by function name. */
  hostCached: string[];
  violations: string[];
}

export function checkVercelOutput(options: {
  outputDir: string;
  projectDir: string;
  crons: CronJob[];
  cronRoutes: string[];
  limitBytes?: number;
}): VercelOutputCheck;

export function projectCronRoutes(projectDir: string): string[];

export function formatReport(result: VercelOutputCheck): string;
