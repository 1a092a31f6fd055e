export const NOINDEX_HEADER: Readonly<{ key: string; value: string }>;

export function deploymentHeaders(deployment: {
  preview: boolean;
}): { key: string; value: string }[];

export function strictTransportSecurity(appUrl: string): string | null;
