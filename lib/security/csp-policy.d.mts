export function cspWithScripts(
  scriptSources: string[],
  options: {
    development: boolean;
    https: boolean;
    integrations?: { script: string[]; connect: string[]; frame: string[]; img: string[] };
  },
): string;

export function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[];
