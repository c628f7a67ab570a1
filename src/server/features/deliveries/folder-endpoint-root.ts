// A local-folder endpoint lives in the deliveries folder (DATA_DIR/deliveries/<store>), never
// elsewhere in the data folder (the database in pg/, the uploads in files/, the mail outbox) nor
// anywhere else on the machine. Its path is checked when an admin saves it and again each time a
// transport is opened, after symbolic links are followed as far as the path exists.
import fs from 'node:fs';
import path from 'node:path';

export const DELIVERIES_FOLDER = 'deliveries';

export const FOLDER_OUTSIDE_DELIVERIES =
  'A local folder must be inside the deliveries folder: deliveries/ in the data folder, as deliveries/spotify';

/** Whether `p` is strictly inside `root` (both absolute and normalised). */
function isInside(root: string, p: string): boolean {
  const rel = path.relative(root, p);
  return rel !== '' && !path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..';
}

/** `p` with the symbolic links of its longest existing part followed; null when that cannot be told (a loop, no access). */
async function followed(p: string): Promise<string | null> {
  const rest: string[] = [];
  for (let head = p; ;) {
    try {
      return path.join(await fs.promises.realpath(head), ...rest);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return null;
      const parent = path.dirname(head);
      if (parent === head) return p;
      rest.unshift(path.basename(head));
      head = parent;
    }
  }
}

/**
 * The absolute folder of a local-folder endpoint whose `remotePath` is taken from the data folder,
 * or null when it is not strictly inside DATA_DIR/deliveries, as written or once its links are followed.
 */
export async function folderEndpointRoot(dataDir: string, remotePath: string): Promise<string | null> {
  if (remotePath.includes('\0')) return null;
  const root = path.resolve(dataDir, DELIVERIES_FOLDER);
  const target = path.resolve(dataDir, remotePath);
  if (!isInside(root, target)) return null;
  const [realRoot, realTarget] = await Promise.all([followed(root), followed(target)]);
  return realRoot && realTarget && isInside(realRoot, realTarget) ? realTarget : null;
}
