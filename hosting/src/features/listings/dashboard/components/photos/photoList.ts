/**
 * A listing's photos and their alt texts, kept aligned: `alts[i]` describes `images[i]` through
 * every reorder, cover change, removal and upload. The first photo is the cover (docs/product/reference.md#entities: the
 * card image). Every function returns a new list and leaves its argument as it was.
 */
export interface PhotoList {
  images: string[];
  /** One per image ('' for none yet), in the same order. */
  alts: string[];
}

/** The list of `images`, with their alt texts where there are some ('' where there are not). */
export const photoList = (images: readonly string[], alts: readonly string[] = []): PhotoList => ({
  images: [...images],
  alts: images.map((_, index) => alts[index] ?? ''),
});

/** Moves the photo at `from` to `to`, its alt text with it. */
export function movePhoto(list: PhotoList, from: number, to: number): PhotoList {
  const { images, alts } = photoList(list.images, list.alts);
  if (from === to || from < 0 || from >= images.length || to < 0 || to >= images.length) return { images, alts };
  const [image] = images.splice(from, 1);
  const [alt] = alts.splice(from, 1);
  images.splice(to, 0, image!);
  alts.splice(to, 0, alt!);
  return { images, alts };
}

/** Makes the photo at `index` the cover: it moves to the front, the others keep their order. */
export const makeCover = (list: PhotoList, index: number): PhotoList => movePhoto(list, index, 0);

/** Removes the photo at `index` and its alt text. */
export function removePhoto(list: PhotoList, index: number): PhotoList {
  const { images, alts } = photoList(list.images, list.alts);
  images.splice(index, 1);
  alts.splice(index, 1);
  return { images, alts };
}

/** Puts a new photo, with no alt text yet, at `index`. */
export function insertPhoto(list: PhotoList, index: number, url: string): PhotoList {
  const { images, alts } = photoList(list.images, list.alts);
  images.splice(index, 0, url);
  alts.splice(index, 0, '');
  return { images, alts };
}

export function setAltText(list: PhotoList, index: number, alt: string): PhotoList {
  const { images, alts } = photoList(list.images, list.alts);
  if (index >= 0 && index < alts.length) alts[index] = alt;
  return { images, alts };
}

/**
 * Where a photo that has just been uploaded goes, so that the files of one choice, uploaded side
 * by side and finished in any order, keep the order they were chosen in: after the last of those
 * chosen before it (`earlier`), else before the first of those chosen after it (`later`), else at
 * the end. Photos the admin has moved meanwhile stay where they are.
 */
export function uploadPosition(images: readonly string[], earlier: readonly string[], later: readonly string[]): number {
  const after = images.findLastIndex((url) => earlier.includes(url));
  if (after >= 0) return after + 1;
  const before = images.findIndex((url) => later.includes(url));
  return before >= 0 ? before : images.length;
}

/** A stable key per photo for the sortable grid: its URL, with `#2`, `#3`… for a URL that repeats. */
export function photoKeys(images: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return images.map((url) => {
    const count = (seen.get(url) ?? 0) + 1;
    seen.set(url, count);
    return count === 1 ? url : `${url}#${count}`;
  });
}
