import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe on the page as it is now: each serious or critical violation as `label: rule (impact) targets`. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' | ')}`);
}
