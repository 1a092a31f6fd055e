import type { Rule } from 'eslint';

/** safqa/no-user-facing-text: see the rule's own file. */
declare const rule: Rule.RuleModule;
export default rule;
