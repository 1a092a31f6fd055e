import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test';

/** axe on the page as it is now: each serious or critical violation as `label: rule (impact) targets`. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // Only violations are gathered node by node: axe still runs every rule, but skips collecting
  // each passing and inapplicable node, which was about a sixth of the a11y specs' CPU.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' | ')}`);
}
