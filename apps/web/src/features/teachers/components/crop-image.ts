import type { Area } from 'react-easy-crop';

/** Draws the chosen square of a picture onto a canvas (at most 512 px) and returns it as a JPEG blob. */
export async function cropToSquare(src: string, area: Area, maxSize = 512): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const size = Math.min(maxSize, Math.round(area.width));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', 0.9);
  });
}
