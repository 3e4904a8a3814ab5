/* global document */
// Draws the page in the saved theme before its first paint (module scripts run too late for
// that). lib/theme.ts owns the preference; lib/theme.test.ts keeps the two in agreement.
try {
  if (JSON.parse(localStorage.getItem('userPreferences') || '{}').theme === 'dark') document.documentElement.classList.add('dark')
} catch {
  // No storage or a hand-edited entry: the page stays light, as lib/theme.ts would decide.
}
