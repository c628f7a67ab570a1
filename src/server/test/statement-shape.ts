/**
 * A statement's shape: the same statement whatever values it carries. Parameters and literals
 * become `?`, a list of them (an IN list, a row of VALUES) one `?`, repeated rows one row, a test
 * database's random name `t_?`, and whitespace one space.
 */
export function statementShape(text: string): string {
  let s = text
    .replaceAll(/'(?:[^']|'')*'/g, '?')
    .replaceAll(/\$\d+/g, '?')
    .replaceAll(/\bt_[0-9a-f]{12}\b/g, 't_?')
    .replaceAll(/(?<![\w."])-?\d+(?:\.\d+)?\b/g, '?')
    .replaceAll(/\s+/g, ' ')
    .trim();
  s = s.replaceAll(/\?(?: ?, ?(?:\?|default))+/gi, '?');
  s = s.replaceAll(/\((?:default ?, ?)?\?\)(?: ?, ?\((?:default ?, ?)?\?\))+/gi, '(?)');
  return s;
}
