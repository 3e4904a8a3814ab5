/* global document, requestAnimationFrame, window, Element, HTMLTemplateElement */
// Signed-in pages the build drew ahead (docs/decisions/020) keep the app's scripts inert in a
// template: they only make the page interactive, so they are fetched once it has painted, and the
// stylesheet and font are not kept waiting behind them. Scripts cloned from a template run.
const scripts = document.getElementById('after-first-paint')
if (scripts instanceof HTMLTemplateElement) {
  // Until the app is live a button does nothing: the buttons pressed meanwhile are kept, and the
  // app presses them again once it has taken over the page (main.tsx, earlyClicks).
  const pressed = []
  const keep = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button) pressed.push(button)
  }
  document.addEventListener('click', keep, true)
  window.petfolkEarlyClicks = () => {
    document.removeEventListener('click', keep, true)
    return pressed.splice(0)
  }
  requestAnimationFrame(() => setTimeout(() => document.head.append(scripts.content.cloneNode(true))))
}
