export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;

export function strictTransportSecurity(appUrl: string): string | null;
