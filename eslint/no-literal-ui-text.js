// A local ESLint rule: in the files listed under I18N_CONVERTED (eslint.config.js), every text a person reads comes
// from the catalogue (src/web/i18n), so a converted page stays converted. It reports JSX text with a letter in it and
// string literals with a letter in the attributes people read or hear (title, aria-label, placeholder, label, alt…).
// Names that are the same in every language (the product's, a unit) are allowed through `allow`.

/** Attributes whose value is shown or read aloud. */
const READ_ATTRIBUTES = new Set(['title', 'aria-label', 'aria-description', 'alt', 'placeholder', 'label', 'description', 'busyLabel', 'confirmLabel', 'cancelLabel', 'prompt']);
const HAS_LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses literal user-facing text in JSX of pages converted to the translation catalogue.' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      text: 'Literal text "{{text}}" on a translated page: put it in src/web/i18n/en.json and id.json and render t(\'…\').',
      attribute: 'Literal {{name}}="{{text}}" on a translated page: put it in the catalogue and pass t(\'…\').',
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const isUserText = (text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      return trimmed !== '' && HAS_LETTER.test(trimmed) && !allowed.has(trimmed);
    };
    const shorten = (text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
    };
    const checkAttributeValue = (name, node) => {
      if (node.type === 'Literal' && typeof node.value === 'string' && isUserText(node.value)) {
        context.report({ node, messageId: 'attribute', data: { name, text: shorten(node.value) } });
      } else if (node.type === 'TemplateLiteral' && node.quasis.some((quasi) => isUserText(quasi.value.cooked ?? ''))) {
        context.report({ node, messageId: 'attribute', data: { name, text: shorten(node.quasis.map((quasi) => quasi.value.cooked).join('…')) } });
      } else if (node.type === 'ConditionalExpression') {
        checkAttributeValue(name, node.consequent);
        checkAttributeValue(name, node.alternate);
      } else if (node.type === 'LogicalExpression') {
        checkAttributeValue(name, node.right);
      }
    };
    return {
      JSXText(node) {
        if (isUserText(node.value)) context.report({ node, messageId: 'text', data: { text: shorten(node.value) } });
      },
      JSXExpressionContainer(node) {
        // {'Some words'} or {cond ? 'Yes' : 'No'} as a child: text all the same.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const expression = node.expression;
        if (expression.type === 'Literal' || expression.type === 'TemplateLiteral' || expression.type === 'ConditionalExpression' || expression.type === 'LogicalExpression') {
          checkAttributeValue('text', expression);
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') checkAttributeValue(name, node.value);
        else if (node.value.type === 'JSXExpressionContainer') checkAttributeValue(name, node.value.expression);
      },
    };
  },
};
