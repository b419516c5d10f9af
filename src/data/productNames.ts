/**
 * One name per product area and per SDK, as ../shared/PRODUCT.md spells them, for the navbar, the
 * footer, the home page and the 404 page. Page titles and sidebar labels in docs/ use the same
 * words (tests/unit/data/productNames.test.ts checks them), as do the search categories
 * (plugins/search/shared/routeCategories.ts).
 */
export type NamedRoute = {label: string; to: string; description: string};

export const productAreas: NamedRoute[] = [
  {label: 'Consent Management Platform', to: '/cmp/',
    description: 'The privana.js cookie banner, its JavaScript API and the CMP mobile SDKs.'},
  {label: 'Subject Rights', to: '/subject-rights/',
    description: 'Take in, verify and fulfil access, deletion and opt-out requests, with Jira and Slack.'},
  {label: 'Integrations', to: '/integrations/',
    description: 'Data discovery across about 150 business tools, privacy signals and source discovery.'},
  {label: 'Unified Consent', to: '/uc/',
    description: 'One consent record per person across web, mobile and consumer single sign-on.'},
  {label: 'Consent Prompts', to: '/consent-prompts/',
    description: 'Ask for consent inside your own product, at the moment it matters, and react to the answer.'},
  {label: 'Assessments', to: '/assessments/docs/',
    description: 'Privacy impact and vendor assessments, and templates imported from CSV.'},
];

export const sdks: NamedRoute[] = [
  {label: 'CMP Android SDK', to: '/cmp/mobile-sdks/android/',
    description: 'The cookie consent dialog in Android apps, com.privana:cmp-android.'},
  {label: 'CMP iOS SDK', to: '/cmp/mobile-sdks/ios/',
    description: 'The cookie consent dialog in iOS apps, with CocoaPods or Swift Package Manager.'},
  {label: 'CMP React Native SDK', to: '/cmp/mobile-sdks/react-native/',
    description: 'The cookie consent dialog in React Native apps, @privana/react-native-cmp.'},
  {label: 'Unified consent JS SDK', to: '/uc/js-sdk/',
    description: 'Record and read unified consent from the browser with @privana/uc-js.'},
  {label: 'Unified consent Android SDK', to: '/uc/mobile-sdks/android/',
    description: 'Read and save unified consent from Android apps, com.privana:uc-android.'},
  {label: 'Unified consent iOS SDK', to: '/uc/mobile-sdks/ios/',
    description: 'Read and save unified consent from iOS apps, PrivanaUC.'},
];

/** The groups of SDKs the navbar and the footer link to. */
export const sdkGroups: NamedRoute[] = [
  {label: 'CMP mobile SDKs', to: '/cmp/mobile-sdks/', description: 'Android, iOS and React Native.'},
  {label: 'Unified consent JS SDK', to: '/uc/js-sdk/', description: 'The browser SDK.'},
  {label: 'Unified consent mobile SDKs', to: '/uc/mobile-sdks/', description: 'Android and iOS.'},
];
