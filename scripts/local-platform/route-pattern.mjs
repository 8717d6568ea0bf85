/**
 * Netlify Functions v2 `config.path` patterns, for the local function runtime. Netlify reads them as
 * URLPattern pathnames; the local runtime supports the subset a site like this uses and refuses the
 * rest at start-up, so a pattern never silently matches differently here than on Netlify:
 *   literal segments, named segments `:name` (one segment, optional as `:name?`) and a final `*`.
 * Matching ignores one trailing slash and letter case of the literal parts, as Netlify does.
 */

const SEGMENT = /^(?::([A-Za-z_]\w*)(\?)?|\*|[A-Za-z0-9._~!$&'()+,;=@%-]*)$/;

/**
 * @typedef {{ pattern: string, literal: boolean, specificity: number[], match: (path: string) => Record<string, string> | undefined }} CompiledRoute
 */

/**
 * @param {string} pattern
 * @returns {CompiledRoute}
 */
export function compileRoute(pattern) {
  if (!pattern.startsWith('/')) throw new Error(`Function path "${pattern}" must start with "/".`);
  const segments = pattern === '/' ? [] : pattern.replace(/\/$/, '').slice(1).split('/');
  const names = [];
  let source = '^';
  segments.forEach((segment, index) => {
    const parsed = SEGMENT.exec(segment);
    if (!parsed) throw new Error(`Function path "${pattern}": the local runtime does not support "${segment}".`);
    const [, name, optional] = parsed;
    if (segment === '*') {
      if (index !== segments.length - 1) throw new Error(`Function path "${pattern}": "*" must come last.`);
      names.push('0');
      source += '(?:/(.*))?';
    } else if (name) {
      names.push(name);
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  });
  source += '/?$';
  const expression = new RegExp(source === '^/?$' ? '^/$' : source, 'i');
  return {
    pattern,
    literal: names.length === 0,
    // Literal segments outrank parameters, which outrank a wildcard: /api/products/categories
    // wins over /api/products/:id whatever order the functions were found in.
    specificity: segments.map((s) => (s === '*' ? 0 : s.startsWith(':') ? 1 : 2)),
    match(path) {
      const found = expression.exec(path);
      if (!found) return undefined;
      /** @type {Record<string, string>} */
      const params = {};
      names.forEach((key, i) => {
        const value = found[i + 1];
        if (value !== undefined) params[key] = safeDecode(value);
      });
      return params;
    },
  };
}

/** @param {string} value */
function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Orders routes so that the most specific one is tried first.
 * @param {{ specificity: number[] }} a
 * @param {{ specificity: number[] }} b
 */
export function bySpecificity(a, b) {
  const length = Math.max(a.specificity.length, b.specificity.length);
  for (let i = 0; i < length; i += 1) {
    const difference = (b.specificity[i] ?? -1) - (a.specificity[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
