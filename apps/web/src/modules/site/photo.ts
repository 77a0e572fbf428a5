// Photos from the phone's camera (docs/domains/site.md#photos): compressed on the phone to a long side of at
// most 1,920 px before they are stored, with the time they were taken.
export const PHOTO_MAX_SIDE = 1920;

export interface TakenPhoto {
  blob: Blob;
  name: string;
  takenAt: string;
}

export async function takePhoto(file: File): Promise<TakenPhoto> {
  const { default: compress } = await import('browser-image-compression');
  const blob = await compress(file, {
    maxWidthOrHeight: PHOTO_MAX_SIDE,
    maxSizeMB: 1,
    useWebWorker: false,
    preserveExif: true,
  });
  // A camera file's lastModified is the moment it was taken; a picked file keeps its own.
  const takenAt = new Date(file.lastModified || Date.now()).toISOString();
  return { blob, name: file.name.replace(/\.\w+$/, '.jpg'), takenAt };
}
