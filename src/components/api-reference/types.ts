/** Styles of a reference page, rendered at build time by config/apiReference.ts. */
export interface ThemeCss {
  /** The light-mode styles of every Redoc element on the page. */
  light: string;
  /** Dark-mode overrides that target the light class names under html[data-theme='dark']. */
  dark: string;
}
