/* global document, requestAnimationFrame, HTMLTemplateElement */
// Signed-in pages the build drew ahead (docs/decisions/020) keep the app's scripts inert in a
// template: they only make the page interactive, so they are fetched once it has painted, and the
// stylesheet and font are not kept waiting behind them. Scripts cloned from a template run.
const scripts = document.getElementById('after-first-paint')
if (scripts instanceof HTMLTemplateElement) {
  requestAnimationFrame(() => setTimeout(() => document.head.append(scripts.content.cloneNode(true))))
}
