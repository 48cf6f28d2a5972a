// The rule's type, for its test (src/web/i18n/no-literal-ui-text.test.ts); the rule itself is plain JavaScript, as
// eslint.config.js loads it.
import type { Rule } from 'eslint';

declare const rule: Rule.RuleModule;
export default rule;
