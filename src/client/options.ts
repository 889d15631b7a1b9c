// Build-time options compiled into the browser bundle (see src/bundle/bundle-assets.ts).
export interface ClientOptions {
  baseUrl: string;
  siteJson: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementId: string | null;
  hideOnScroll: boolean;
}

declare const __DOCGEN_OPTIONS__: ClientOptions;
export const options: ClientOptions = __DOCGEN_OPTIONS__;
