import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test';

/** axe on the page as it is now: each serious or critical violation as `label: rule (impact) targets`. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself (`axe.run`). The default mode runs it frame by frame
  // and then opens a blank page in the same context to merge the frames' results: a new renderer
  // for every check, more than half of what axe cost the a11y specs in CPU. What the default mode
  // adds is checking inside cross-origin frames, and the pages checked have none; should one
  // appear, this fails instead of leaving it unchecked.
  const origin = new URL(page.url()).origin;
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== 'about:blank' && new URL(url).origin !== origin);
  if (foreign.length > 0) {
    throw new Error(`${label}: cross-origin frames that legacy-mode axe would skip: ${foreign}`);
  }
  // Only violations are gathered node by node: axe still runs every rule, but skips collecting
  // each passing and inapplicable node, which was about a sixth of the a11y specs' CPU.
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target).join(' | ')}`);
}
