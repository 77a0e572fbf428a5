// Photos from the phone's camera (docs/domains/site.md#photos): compressed on the phone to a long side of at
// most 1,920 px before they are stored, with the time they were taken and, when the user allows it, where.
export const PHOTO_MAX_SIDE = 1920;
/** How long a photo waits for a position: never longer than the compression takes plus this. */
const LOCATE_MS = 4000;

export interface PhotoPlace {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
}

export interface TakenPhoto {
  blob: Blob;
  name: string;
  takenAt: string;
  place?: PhotoPlace;
}

/**
 * The phone's position, if the user allows it and it comes quickly; undefined otherwise. Never asks again
 * after a refusal (the permission state), never throws, never waits longer than LOCATE_MS.
 */
export async function locate(): Promise<PhotoPlace | undefined> {
  if (!('geolocation' in navigator)) return undefined;
  try {
    const perm = await navigator.permissions?.query({ name: 'geolocation' });
    if (perm?.state === 'denied') return undefined;
  } catch {
    // No Permissions API: the browser asks itself.
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), LOCATE_MS);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ lat: p.coords.latitude, lng: p.coords.longitude, accuracy: Math.round(p.coords.accuracy) });
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: LOCATE_MS },
    );
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The stored file's name carries when and where the photo was taken (the server keeps the name and shows it
 * on the desktop): 20261201-081530_30.27412N_120.15321E.jpg.
 */
export function photoName(takenAt: Date, place?: PhotoPlace): string {
  const t = `${takenAt.getFullYear()}${pad(takenAt.getMonth() + 1)}${pad(takenAt.getDate())}-${pad(
    takenAt.getHours(),
  )}${pad(takenAt.getMinutes())}${pad(takenAt.getSeconds())}`;
  if (!place) return `${t}.jpg`;
  const lat = `${Math.abs(place.lat).toFixed(5)}${place.lat >= 0 ? 'N' : 'S'}`;
  const lng = `${Math.abs(place.lng).toFixed(5)}${place.lng >= 0 ? 'E' : 'W'}`;
  return `${t}_${lat}_${lng}.jpg`;
}

export async function takePhoto(file: File, withPlace = true): Promise<TakenPhoto> {
  // The position is asked for while the photo is compressed, so it costs no extra wait when it is quick.
  const place = withPlace ? locate() : Promise.resolve(undefined);
  const { default: compress } = await import('browser-image-compression');
  const blob = await compress(file, {
    maxWidthOrHeight: PHOTO_MAX_SIDE,
    maxSizeMB: 1,
    useWebWorker: false,
    preserveExif: true,
  });
  // A camera file's lastModified is the moment it was taken; a picked file keeps its own.
  const taken = new Date(file.lastModified || Date.now());
  const where = await place;
  return { blob, name: photoName(taken, where), takenAt: taken.toISOString(), place: where };
}
