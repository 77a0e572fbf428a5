import { APP_NAME_KEY, THEME_COLORS, type ThemeName } from '@zhuji/shared';

export interface HostMarkers {
  /** Substring of the host name that selects the blue theme. */
  blue: string;
  /** Substring of the host name that selects the government platform name. */
  gov: string;
}

export type PlatformNameKey = typeof APP_NAME_KEY.DEFAULT_PLATFORM | typeof APP_NAME_KEY.WHOLE_CHAIN_PLATFORM;

export interface Branding {
  theme: ThemeName;
  primaryColor: string;
  platformNameKey: PlatformNameKey;
}

export const DEFAULT_HOST_MARKERS: HostMarkers = { blue: 'zhuji', gov: 'gov' };

const contains = (hostname: string, marker: string) =>
  marker !== '' && hostname.toLowerCase().includes(marker.toLowerCase());

/**
 * One deployment serves several hosts (docs/product.md §1): the host name alone picks the theme — purple VIP
 * unless it carries the blue marker — and the platform name — whole-chain on government hosts.
 */
export function resolveBranding(hostname: string, markers: HostMarkers = DEFAULT_HOST_MARKERS): Branding {
  const theme: ThemeName = contains(hostname, markers.blue) ? 'blue' : 'purple';
  return {
    theme,
    primaryColor: THEME_COLORS[theme],
    platformNameKey: contains(hostname, markers.gov)
      ? APP_NAME_KEY.WHOLE_CHAIN_PLATFORM
      : APP_NAME_KEY.DEFAULT_PLATFORM,
  };
}

export const hostMarkersFromEnv = (env: ImportMetaEnv): HostMarkers => ({
  blue: env.VITE_BLUE_HOST_MARKER?.trim() || DEFAULT_HOST_MARKERS.blue,
  gov: env.VITE_GOV_HOST_MARKER?.trim() || DEFAULT_HOST_MARKERS.gov,
});

export const currentBranding = (): Branding =>
  resolveBranding(window.location.hostname, hostMarkersFromEnv(import.meta.env));
