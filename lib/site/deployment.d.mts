export function isPreview(env: Record<string, unknown>): boolean;

export function appUrlOf(env: Record<string, unknown>): string;
export function hostCachesPages(env: Record<string, unknown>): boolean;
export function deploymentIdOf(env: Record<string, unknown>): string;
