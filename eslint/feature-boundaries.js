import { dirname, relative, resolve, sep } from 'node:path'

/**
 * A feature folder of the web app is private: another feature may import only its `index.ts`
 * (decision 006), and `lib/` and `ui/` import no feature at all, so features can move or change
 * inside without breaking their neighbours. Applies to static imports, re-exports and import().
 */
const WEB_SRC = resolve(import.meta.dirname, '..', 'apps', 'web', 'src')

/** 'pets', 'lib' or 'ui' for a path inside the web app's sources; null elsewhere. */
function areaOf(path) {
  const inside = relative(WEB_SRC, path)
  if (inside.startsWith('..')) return null
  const [first, second] = inside.split(sep)
  if (first === 'features') return second ? { kind: 'feature', name: second, rest: inside.split(sep).slice(2).join('/') } : null
  if (first === 'lib' || first === 'ui') return { kind: first, name: first, rest: '' }
  return null
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids importing another feature's internals (only its index.ts), and features from lib/ and ui/." },
    schema: [],
    messages: {
      internals: "Import {{feature}} through features/{{feature}}/index.ts, not its internals ({{path}}).",
      shared: '{{area}}/ is shared by every feature and must not import features/{{feature}}.',
    },
  },
  create(context) {
    const filename = context.filename
    const from = areaOf(filename)
    if (!from) return {}
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const to = areaOf(resolve(dirname(filename), source))
      if (!to || to.kind !== 'feature') return
      if (from.kind !== 'feature') {
        context.report({ node, messageId: 'shared', data: { area: from.kind, feature: to.name } })
      } else if (to.name !== from.name && to.rest !== 'index.ts' && to.rest !== '') {
        context.report({ node, messageId: 'internals', data: { feature: to.name, path: to.rest } })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}
