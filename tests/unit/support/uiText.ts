import ts from 'typescript';

/** Props whose string values people read (or hear, for aria-*): they must come from a locale key. */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'alt',
  'header',
  'footer',
  'message',
  'text',
  'subtitle',
  'tooltip',
  'summary',
  'detail',
  'caption',
  'emptyMessage',
  'emptyFilterMessage',
  'acceptLabel',
  'rejectLabel',
  'actionLabel',
  'ariaLabel',
  'currentPageReportTemplate',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
]);

/** Object properties that end up as UI text (PrimeReact menu items, toasts, columns...). */
const TEXT_PROPERTIES = new Set(['label', 'title', 'header', 'placeholder', 'tooltip', 'summary', 'detail', 'message', 'text']);

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** Text that is only punctuation, symbols and spaces (e.g. "·", "—", "/") may stand as it is. */
export function isWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

export type UiTextFinding = { line: number; text: string; where: string };

/** Every UI text of one .ts/.tsx source that does not come from a locale key. */
export function findUntranslatedText(fileName: string, source: string): UiTextFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: UiTextFinding[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    if (!isWords(text)) return;
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim(), where });
  };

  /** Literals an expression would show: not keys given to a call (t('...')), not operands of comparisons, not nested JSX. */
  const shownLiterals = (expression: ts.Node, where: string) => {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
      if (ts.isBinaryExpression(node) && COMPARISONS.has(node.operatorToken.kind)) return;
      if (ts.isElementAccessExpression(node)) return visit(node.expression);
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return report(node, node.text, where);
      if (ts.isTemplateExpression(node)) {
        report(node.head, node.head.text, where);
        node.templateSpans.forEach((span) => {
          visit(span.expression);
          report(span.literal, span.literal.text, where);
        });
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(expression);
  };

  const walk = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      report(node, node.text, 'JSX text');
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(file))) {
      const where = `${node.name.getText(file)}=`;
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text, where);
      else if (value && ts.isJsxExpression(value) && value.expression) shownLiterals(value.expression, where);
      return;
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      shownLiterals(node.expression, 'JSX child');
    } else if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText(file))) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) report(value, value.text, `${node.name.getText(file)}:`);
    }
    ts.forEachChild(node, walk);
  };
  walk(file);
  return findings;
}
