// Light or dark: the system's choice (prefers-color-scheme) until the toggle chooses; the
// choice is kept on the phone.

import { t } from "./i18n.js";

const KEY = "cartes.theme";
const system = () => (matchMedia("(prefers-color-scheme: light)").matches ? "light" : "dark");

function stored() {
  try {
    const value = localStorage.getItem(KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

export function currentTheme() {
  return document.documentElement.dataset.theme || system();
}

function apply(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  const colour = getComputedStyle(document.documentElement).getPropertyValue("--bg").trim();
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", colour);
  labelButton();
}

// The button names the theme it switches to: "Thème clair" while the page is dark (its
// label follows the language: i18n.js translate() reads data-i18n-label).
function labelButton() {
  const b = document.getElementById("theme-button");
  if (!b) return;
  const light = currentTheme() === "light";
  b.textContent = light ? "☾" : "☀";
  b.dataset.i18nLabel = light ? "theme.dark" : "theme.light";
  b.setAttribute("aria-label", t(b.dataset.i18nLabel));
}

function initTheme() {
  apply(stored());
  matchMedia("(prefers-color-scheme: light)").addEventListener("change", () => apply(stored()));
  document.getElementById("theme-button")?.addEventListener("click", () => {
    const next = currentTheme() === "light" ? "dark" : "light";
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // The choice lasts for this visit only.
    }
    apply(next);
  });
}

initTheme();
