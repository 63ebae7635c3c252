/**
 * Problems that would stop a browser rendering the document as a standalone image: unbalanced or
 * crossed tags, unescaped text, dangling or duplicate ids, external references, leaked JS values.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push('root is not a namespaced <svg>');
  if (!svg.endsWith('</svg>')) problems.push('document does not end with </svg>');
  const stack: string[] = [];
  const ids = new Set<string>();
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const between = svg.slice(last, m.index);
    if (/[<>]/.test(between)) problems.push(`stray markup near ${JSON.stringify(between.slice(0, 40))}`);
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(between)) problems.push('unescaped & in text');
    last = tag.lastIndex;
    const [, closing, name, attrs, selfClosing] = m;
    for (const id of attrs.matchAll(/\sid="([^"]+)"/g)) {
      if (ids.has(id[1])) problems.push(`duplicate id ${id[1]}`);
      ids.add(id[1]);
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) stack.push(name);
  }
  if (last !== svg.length) problems.push('unparsed tail');
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  for (const ref of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) {
    const id = ref[1] ?? ref[2];
    if (!ids.has(id)) problems.push(`reference to missing #${id}`);
  }
  const withoutNamespaces = svg.replace(/xmlns(:\w+)?="[^"]*"/g, '');
  if (/https?:|<image|<script|<foreignObject|@import|@font-face|\son\w+=/i.test(withoutNamespaces)) problems.push('external reference or script');
  if (/undefined|NaN|Infinity|\[object/.test(svg)) problems.push('leaked JavaScript value');
  return problems;
}
