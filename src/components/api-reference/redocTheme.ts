/**
 * Redoc options and the two colour themes of the API reference pages.
 *
 * Plain data only: this module is read both by the build (config/apiReference.ts renders the
 * dark-mode stylesheet from it) and by the browser (ApiReference.tsx). The two must use the same
 * values, otherwise the class names that styled-components derives from them would differ.
 *
 * Colours follow src/css/custom.css and keep WCAG AA contrast on their backgrounds.
 */

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const monoFamily = "SFMono-Regular, Menlo, Monaco, Consolas, 'Liberation Mono', monospace";

const shared = {
  spacing: {sectionVertical: 32},
  breakpoints: {small: '50rem', medium: '75rem', large: '105rem'},
  typography: {
    fontSize: '16px',
    lineHeight: '1.6em',
    fontFamily,
    smoothing: 'antialiased',
    headings: {fontFamily, fontWeight: '700', lineHeight: '1.4em'},
    code: {fontSize: '14px', fontFamily: monoFamily, wrap: true},
  },
  sidebar: {width: '280px'},
  rightPanel: {width: '40%'},
};

const underlinedLinks = {textDecoration: 'underline', hoverTextDecoration: 'underline'};

export type RedocThemeName = 'light' | 'dark';

/** Light mode: the default colour mode of the site. */
export const redocLightTheme = {
  ...shared,
  colors: {
    tonalOffset: 0.2,
    // `light` colours labels such as "additional property"; Redoc's lightened default is too pale.
    primary: {main: '#4b3fd6', light: '#5f55db'},
    success: {main: '#0f7b5f'},
    warning: {main: '#a14d00', contrastText: '#ffffff'},
    error: {main: '#b3261e'},
    text: {primary: '#1c1e21', secondary: '#474a57'},
    border: {dark: 'rgba(28, 30, 33, 0.3)', light: '#dcd9f7'},
    responses: {
      success: {color: '#0b6b52', backgroundColor: 'rgba(15, 123, 95, 0.08)'},
      error: {color: '#a4231b', backgroundColor: 'rgba(179, 38, 30, 0.07)'},
      redirect: {color: '#8a4b00', backgroundColor: 'rgba(161, 77, 0, 0.08)'},
      info: {color: '#1f5fa8', backgroundColor: 'rgba(31, 95, 168, 0.08)'},
    },
  },
  schema: {
    linesColor: '#8a82e5',
    typeNameColor: '#474a57',
    typeTitleColor: '#474a57',
    requireLabelColor: '#b3261e',
    nestedBackground: '#f5f4ff',
  },
  typography: {
    ...shared.typography,
    code: {...shared.typography.code, color: '#8a1f5c', backgroundColor: 'rgba(75, 63, 214, 0.08)'},
    // Underlined: links inside description text must not rely on colour alone (WCAG 1.4.1).
    links: {...underlinedLinks, color: '#4b3fd6', visited: '#4b3fd6', hover: '#30289c'},
  },
  sidebar: {
    ...shared.sidebar,
    backgroundColor: '#f5f4ff',
    textColor: '#1c1e21',
    activeTextColor: '#3b30be',
  },
  rightPanel: {...shared.rightPanel, backgroundColor: '#14173a', textColor: '#ffffff'},
  codeBlock: {backgroundColor: '#0b0d24'},
};

/** Dark mode, matching the `[data-theme='dark']` palette of src/css/custom.css. */
export const redocDarkTheme = {
  ...shared,
  colors: {
    tonalOffset: 0.2,
    primary: {main: '#a79ff5'},
    success: {main: '#5fd3ae'},
    warning: {main: '#ffb454', contrastText: '#0f1129'},
    error: {main: '#ff8a80'},
    text: {primary: '#e8e7f7', secondary: '#c2c0e0'},
    border: {dark: 'rgba(232, 231, 247, 0.35)', light: '#2d3163'},
    gray: {50: '#1b1e44', 100: '#23275a'},
    responses: {
      success: {color: '#5fd3ae', backgroundColor: 'rgba(95, 211, 174, 0.1)'},
      error: {color: '#ff8a80', backgroundColor: 'rgba(255, 138, 128, 0.1)'},
      redirect: {color: '#ffb454', backgroundColor: 'rgba(255, 180, 84, 0.1)'},
      info: {color: '#8ec5ff', backgroundColor: 'rgba(142, 197, 255, 0.1)'},
    },
  },
  schema: {
    linesColor: '#5d50ec',
    typeNameColor: '#c2c0e0',
    typeTitleColor: '#c2c0e0',
    requireLabelColor: '#ff8a80',
    nestedBackground: '#161938',
  },
  typography: {
    ...shared.typography,
    code: {...shared.typography.code, color: '#ffb3d9', backgroundColor: 'rgba(167, 159, 245, 0.14)'},
    links: {...underlinedLinks, color: '#a79ff5', visited: '#a79ff5', hover: '#cbc6f9'},
  },
  sidebar: {
    ...shared.sidebar,
    backgroundColor: '#161938',
    textColor: '#e8e7f7',
    activeTextColor: '#cbc6f9',
  },
  rightPanel: {...shared.rightPanel, backgroundColor: '#0b0d22', textColor: '#ffffff'},
  codeBlock: {backgroundColor: '#05061a'},
};

/**
 * Redoc options shared by the build and the browser (everything except the theme, the
 * download file name and the scroll offset, which needs the DOM).
 */
export const redocBaseOptions = {
  expandSingleSchemaField: true,
  menuToggle: true,
  sortRequiredPropsFirst: true,
  jsonSampleExpandLevel: 3,
  hideHostname: false,
  showObjectSchemaExamples: true,
  hideSchemaTitles: false,
  payloadSampleIdx: 0,
} as const;

/**
 * Options used only when the build renders every state of the page to collect its CSS: open
 * everything so that the styles of expanded responses and schemas are in the dark stylesheet too.
 */
export const redocCssCollectionOptions = {
  expandResponses: 'all',
  schemaExpansionLevel: 'all',
  expandDefaultServerVariables: true,
} as const;
