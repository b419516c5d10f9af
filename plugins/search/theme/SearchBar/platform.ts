/** Whether the visitor's platform uses ⌘ rather than Ctrl for shortcuts. */
export function isApplePlatform(): boolean {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  const platform = nav.userAgentData?.platform ?? nav.platform ?? nav.userAgent;
  return /mac|iphone|ipad|ipod/i.test(platform);
}
