export function cspWithScripts(
  scriptSources: string[],
  options: { development: boolean; https: boolean },
): string;

export function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[];
