import type { Area } from 'react-easy-crop';

/** The crop starts as a square 90% of the picture's width (spec 01 §4, §9), centred; a wide picture caps it at its height. */
const INITIAL_CROP_WIDTH = 0.9;

export function initialSquareCrop(naturalWidth: number, naturalHeight: number): Area {
  const side = Math.round(Math.min(naturalWidth * INITIAL_CROP_WIDTH, naturalHeight));
  return {
    width: side,
    height: side,
    x: Math.round((naturalWidth - side) / 2),
    y: Math.round((naturalHeight - side) / 2),
  };
}

/** Side of the uploaded JPEG: large enough for a profile card on a high-density screen, small to send. */
const OUTPUT_SIDE = 512;

/** Draws the cropped square onto a canvas and encodes it as JPEG; null when the canvas stays empty. */
export async function cropToJpeg(image: HTMLImageElement, area: Area, side: number = OUTPUT_SIDE): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context || area.width <= 0 || area.height <= 0) return null;
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.9));
}
