// Build-time options compiled into the browser bundle (see src/bundle/bundle-assets.ts).
export interface ClientOptions {
  baseUrl: string;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementId: string | null;
  hideOnScroll: boolean;
}

declare const __DOCGEN_OPTIONS__: string;
export const options: ClientOptions = JSON.parse(__DOCGEN_OPTIONS__);
