export interface ChatSettings {
  baseUrl: string;
  websiteToken: string;
}

export interface AnalyticsSettings {
  endpoint: string;
  domain: string;
}

export interface IntegrationSources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
}

export function chatSettingsOf(env: Record<string, unknown>): ChatSettings | null;
export function analyticsSettingsOf(env: Record<string, unknown>): AnalyticsSettings | null;
export function integrationSources(env: Record<string, unknown>): IntegrationSources;
