import path from 'node:path';

/** True when `candidate` names something strictly inside `root` (both resolved, no `..` escape). */
export function isInsideFolder(root: string, candidate: string): boolean {
  const relative = path.relative(path.resolve(root), path.resolve(candidate));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * The thumbnail sits next to the photo as `<photoId>.thumb.webp`, inside the user's folder, so
 * deleting `<UPLOAD_DIR>/profiles/<userId>` with the account removes it too.
 */
export function thumbnailPathFor(outputPath: string): string {
  return outputPath.replace(/\.webp$/, '.thumb.webp');
}
